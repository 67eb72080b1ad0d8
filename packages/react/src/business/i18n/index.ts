import type { AreaCatalogues } from "../../i18n/useAreaMessages";
import { mapMessages } from "../../ui/map/i18n";
import en from "./en";

/**
 * The business area's texts, for `useAreaMessages`: English bundled, each other language a chunk of its own loaded on
 * first use. Loads with the texts of mapMessages: the profile tab's map picker opens later.
 */
export const businessMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
  includes: [mapMessages],
};
