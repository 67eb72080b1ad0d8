import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import { roamingMessages } from "../../../ui/roaming/i18n";
import en from "./en";

/**
 * The texts of devices/inodes, for `useAreaMessages`: English bundled, each other language a chunk of its own loaded
 * on first use. Loads with the texts of netconfigMessages: the group dialog's roaming channel select opens later.
 */
export const inodesMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
  includes: [roamingMessages],
};
