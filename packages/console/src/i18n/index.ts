import en from "./en";
import ja from "./ja";
import ru from "./ru";
import tw from "./tw";
import zh from "./zh";

/** The console's own texts in the five languages, passed to the provider's `messages` prop. */
export const consoleMessages = { tw, zh, en, ja, ru };

export { HTML_LANG } from "./htmlLang";
