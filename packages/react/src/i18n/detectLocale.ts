/** The five console languages. */
export type Locale = "tw" | "zh" | "en" | "ja" | "ru";

/** All locales, in the order a language switcher shows them. */
export const LOCALES: readonly Locale[] = ["tw", "zh", "en", "ja", "ru"];

/** Each language's own name, for a language switcher (the same in every catalogue). */
export const LOCALE_NAMES: Record<Locale, string> = {
  tw: "繁體中文",
  zh: "简体中文",
  en: "English",
  ja: "日本語",
  ru: "Русский",
};

/** The BCP 47 tag of a console locale, for `lang` attributes (picks the right CJK glyphs). */
export const LOCALE_TAGS: Record<Locale, string> = { tw: "zh-Hant", zh: "zh-Hans", en: "en", ja: "ja", ru: "ru" };

/** Maps a BCP 47 tag ("zh-TW", "ja-JP") or a console code ("tw") to a console locale, or null. */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase().replace(/_/g, "-");
  if (t === "tw" || t.startsWith("zh-tw") || t.startsWith("zh-hk") || t.startsWith("zh-mo") || t.startsWith("zh-hant"))
    return "tw";
  if (t === "zh" || t.startsWith("zh-")) return "zh";
  if (t === "en" || t.startsWith("en-")) return "en";
  if (t === "ja" || t.startsWith("ja-")) return "ja";
  if (t === "ru" || t.startsWith("ru-")) return "ru";
  return null;
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * Picks the first language: the explicit locale, else the `lang` cookie, else the browser's languages in order,
 * else English.
 * @example detectLocale({ cookie: "lang=ja", languages: ["zh-TW"] }) // "ja"
 */
export function detectLocale(input: {
  locale?: string | null;
  cookie?: string;
  languages?: readonly string[];
}): Locale {
  const explicit = toLocale(input.locale);
  if (explicit) return explicit;
  const fromCookie = toLocale(readCookie(input.cookie ?? "", "lang"));
  if (fromCookie) return fromCookie;
  for (const lang of input.languages ?? []) {
    const l = toLocale(lang);
    if (l) return l;
  }
  return "en";
}

/** detectLocale with the browser's own cookie and languages (English on a server). */
export function detectBrowserLocale(locale?: string | null): Locale {
  if (typeof document === "undefined" || typeof navigator === "undefined") return toLocale(locale) ?? "en";
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLocale({ locale, cookie: document.cookie, languages });
}
