import { dynamicFormMessages } from "../../dynamicform/i18n";
import type { AreaCatalogues } from "../../i18n/useAreaMessages";
import en from "./en";

/**
 * The guest portal's texts, for `useAreaMessages`: English bundled, each other language a chunk of its own loaded on
 * first use. Loads with the texts of dynamicFormMessages: a survey module shows the dynamic form later.
 */
export const portalMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
  includes: [dynamicFormMessages],
};
