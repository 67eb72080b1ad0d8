import en from "./en";
import ja from "./ja";
import ru from "./ru";
import tw from "./tw";
import zh from "./zh";

/** The console's own texts in the five languages, passed to the provider's `messages` prop. */
export const consoleMessages = { tw, zh, en, ja, ru };

/** BCP 47 tag of each console language, for `<html lang>`. */
export const HTML_LANG = { tw: "zh-Hant-TW", zh: "zh-Hans-CN", en: "en", ja: "ja", ru: "ru" } as const;
