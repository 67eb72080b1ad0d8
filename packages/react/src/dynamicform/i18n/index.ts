import type { AreaCatalogues } from "../../i18n/useAreaMessages";
import en from "./en";

/**
 * The dynamic form's texts, for `useAreaMessages` (its widgets load them themselves): English bundled, each other
 * language a chunk of its own loaded on first use.
 */
export const dynamicFormMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
};
