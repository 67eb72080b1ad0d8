import { LOCALE_NAMES, LOCALES, type Locale, usePortico } from "@portico/react";
import { visuallyHidden } from "@portico/react/ui";
import { useId } from "react";
import * as s from "./Shell.css";

/** Picks the console language; the provider stores it in the `lang` cookie. Each language in its own name. */
export function LanguageSwitcher() {
  const { locale, setLocale, t } = usePortico();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={visuallyHidden}>
        {t("console.nav.language")}
      </label>
      <select id={id} className={s.select} value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l === "tw" ? "zh-Hant" : l === "zh" ? "zh-Hans" : l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </>
  );
}
