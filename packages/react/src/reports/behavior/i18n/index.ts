import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import en from "./en";

/** The behaviour analytics report's texts, for `useAreaMessages`: English bundled, each other language loaded on first use. */
export const behaviorMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
};
