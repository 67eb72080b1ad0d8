import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import en from "./en";

/** The lotteries' texts, for `useAreaMessages`: English bundled, each other language a chunk of its own. */
export const lotteryMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
};
