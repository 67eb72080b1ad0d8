import { createInstance, type i18n as I18n } from "i18next";
import type { Locale } from "./detectLocale";
import en from "./en";
import ja from "./ja";
import ru from "./ru";
import tw from "./tw";
import zh from "./zh";

/** The built-in catalogues, keyed by locale. */
export const catalogues = { tw, zh, en, ja, ru } satisfies Record<Locale, Record<string, string>>;

/** Extra texts a host merges in, per locale (the console's shell strings, say). */
export type Messages = Partial<Record<Locale, Record<string, string>>>;

/**
 * A fresh i18next instance for one provider: never the global singleton, so two hosts on a page do not collide.
 * Keys are flat (no key or namespace separators) so spec texts like 'Error 404! Page not found.' work as keys.
 */
export function createI18n(locale: Locale, messages?: Messages): I18n {
  const resources: Record<string, { translation: Record<string, string> }> = {};
  for (const [lng, cat] of Object.entries(catalogues)) {
    resources[lng] = { translation: { ...cat, ...(messages?.[lng as Locale] ?? {}) } };
  }
  const instance = createInstance();
  void instance.init({
    resources,
    lng: locale,
    fallbackLng: "en",
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
