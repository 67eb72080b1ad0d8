import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import en from "./en";

/**
 * The catalogue apps' texts, for `useAreaMessages`: English bundled, each other language a chunk of its own
 * loaded on first use.
 */
export const catalogMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
};
