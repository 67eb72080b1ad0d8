import type { AreaCatalogues } from "../../i18n/useAreaMessages";
import en from "./en";
import ja from "./ja";
import ru from "./ru";
import tw from "./tw";
import zh from "./zh";

/** The dynamic form's texts in all five languages, for `useAreaMessages` (its widgets load them themselves). */
export const dynamicFormMessages: AreaCatalogues = { tw, zh, en, ja, ru };
