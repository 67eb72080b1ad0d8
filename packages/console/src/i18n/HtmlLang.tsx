import { type Locale, usePortico } from "@portico/react";
import { useEffect } from "react";
import { HTML_LANG } from "./htmlLang";

/** Keeps `<html lang>` on the current language (a BCP 47 tag, for screen readers and fonts): console and portal. */
export function HtmlLang() {
  const { locale } = usePortico();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale as Locale] ?? "en";
  }, [locale]);
  return null;
}
