import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import en from "./en";

/** The air2 part's texts, for `useAreaMessages`: English bundled, each other language a chunk loaded on first use. */
export const air2Messages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
};
