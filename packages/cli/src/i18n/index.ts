import { type Catalogue, en, type MessageKey } from "./en";
import { ja } from "./ja";
import { ru } from "./ru";
import { tw } from "./tw";
import { zh } from "./zh";

/** The five console languages. */
export type Locale = "tw" | "zh" | "en" | "ja" | "ru";
export const LOCALES: readonly Locale[] = ["tw", "zh", "en", "ja", "ru"];
export const catalogues: Record<Locale, Catalogue> = { tw, zh, en, ja, ru };
export type { Catalogue, MessageKey };

/** Translates a key, filling `{{name}}` placeholders. */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * Picks the language from PORTICO_LANG, else the POSIX locale (LC_ALL, LC_MESSAGES, LANG): zh_TW and zh_HK
 * map to tw, other zh to zh; anything unknown is English.
 */
export function detectLocale(env: Record<string, string | undefined>): Locale {
  const raw = (env.PORTICO_LANG || env.LC_ALL || env.LC_MESSAGES || env.LANG || "en").toLowerCase();
  if (LOCALES.includes(raw as Locale)) return raw as Locale;
  if (raw.startsWith("zh")) return /^zh[-_](tw|hk|mo)|hant/.test(raw) ? "tw" : "zh";
  const lang = raw.slice(0, 2);
  return lang === "ja" || lang === "ru" ? lang : "en";
}

/** A translator for one locale. */
export function createTranslate(locale: Locale): Translate {
  const cat = catalogues[locale];
  return (key, vars) =>
    (cat[key] ?? en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ""));
}

/** True when the catalogue has a text for the key (used for `error.<CODE>`). */
export function hasKey(key: string): key is MessageKey {
  return key in en;
}
