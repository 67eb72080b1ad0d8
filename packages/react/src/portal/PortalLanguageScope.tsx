import type { i18n as I18n } from "i18next";
import { type ReactNode, useMemo } from "react";
import { PorticoContext, usePortico } from "../provider/context";
import { portalMessages } from "./i18n";
import { portalUiLocale } from "./portalLocale";

/**
 * Adds the portal's texts to the provider's i18n instance (as useAreaMessages does, host texts winning),
 * through the provider's own instance: react-i18next and i18next then stay out of the guests' bundle.
 */
function addPortalMessages(i18n: I18n): void {
  for (const [lng, texts] of Object.entries(portalMessages)) {
    const missing = Object.keys(texts).some((k) => !i18n.exists(k, { lng, fallbackLng: false }));
    if (missing) i18n.addResourceBundle(lng, "translation", texts, true, false);
  }
}

/**
 * Gives everything below the guest's portal language (its UI catalogue) without changing the host's own
 * language or its `lang` cookie: the portal may be embedded in an admin page.
 */
export function PortalLanguageScope({ lang, children }: { lang: string | null | undefined; children: ReactNode }) {
  const ctx = usePortico();
  addPortalMessages(ctx.i18n);
  const locale = portalUiLocale(lang);
  const value = useMemo(() => ({ ...ctx, locale, t: ctx.i18n.getFixedT(locale) }), [ctx, locale]);
  return <PorticoContext.Provider value={value}>{children}</PorticoContext.Provider>;
}
