import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import en from "./en";
import ja from "./ja";
import ru from "./ru";
import tw from "./tw";
import zh from "./zh";

/** The first-activity wizard's texts in all five languages, for `useAreaMessages`. */
export const wizardMessages: AreaCatalogues = { tw, zh, en, ja, ru };
