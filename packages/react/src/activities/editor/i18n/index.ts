import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import { uploadMessages } from "../../../media/i18n";
import { portalMessages } from "../../../portal";
import en from "./en";

/**
 * The activity editor's texts, for `useAreaMessages`: English bundled, each other language a chunk of its own loaded
 * on first use. Loads with the texts of uploadMessages, portalMessages: the upload fields and the portal preview (with
 * its survey form) open later.
 */
export const editorMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
  includes: [uploadMessages, portalMessages],
};
