import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import en from "./en";

/** The channels area's texts, for `useAreaMessages`: English bundled, each other language a chunk of its own. */
export const channelMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
};
