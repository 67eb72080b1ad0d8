import { type ReactNode, useDeferredValue, useMemo } from "react";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { PorticoContext, usePortico } from "../provider/context";
import { portalMessages } from "./i18n";
import { portalUiLocale } from "./portalLocale";

/**
 * Gives everything below the guest's portal language (its UI catalogue) without changing the host's own
 * language or its `lang` cookie: the portal may be embedded in an admin page.
 */
export function PortalLanguageScope({ lang, children }: { lang: string | null | undefined; children: ReactNode }) {
  const ctx = usePortico();
  // A language change keeps the current texts on screen until the new language's have loaded.
  const locale = useDeferredValue(portalUiLocale(lang));
  useAreaMessages(portalMessages, locale);
  useAreaMessages(portalMessages); // GuestPortal's own status texts use the host's language
  const value = useMemo(() => ({ ...ctx, locale, t: ctx.i18n.getFixedT(locale) }), [ctx, locale]);
  return <PorticoContext.Provider value={value}>{children}</PorticoContext.Provider>;
}
