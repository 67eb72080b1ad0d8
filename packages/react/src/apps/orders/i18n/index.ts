import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import en from "./en";

/**
 * The orders' texts, for `useAreaMessages`: English bundled, each other language a chunk of its own
 * loaded on first use.
 */
export const orderMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
};
