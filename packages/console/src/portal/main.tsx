import "../global.css";
import { type Locale, PorticoProvider, usePortico } from "@portico/react";
import { GuestPortal } from "@portico/react/portal";
import { StrictMode, useCallback, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { HTML_LANG } from "../i18n/htmlLang";
import { getToken } from "../session";
import { portalCodeOf } from "./portalCode";

// portal.html's entry: the reference server serves it for /portal/{code}, so a guest on a captive network downloads
// the provider and the guest portal only, not the console's router, public pages and texts (see App for the rest).

/** Keeps `<html lang>` on the provider's language, as the console does. */
function HtmlLang() {
  const { locale } = usePortico();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale as Locale] ?? "en";
  }, [locale]);
  return null;
}

/** The guest portal of the address's code; drops `?signIn=` from the address once GuestPortal has used it. */
function PortalApp() {
  const [signIn, setSignIn] = useState(() => new URLSearchParams(window.location.search).get("signIn"));
  const dropState = useCallback(() => {
    const url = new URL(window.location.href);
    url.searchParams.delete("signIn");
    window.history.replaceState(window.history.state, "", url);
    setSignIn(null);
  }, []);
  return (
    <main>
      <GuestPortal code={portalCodeOf(window.location.pathname)} signInState={signIn} onSignInStateUsed={dropState} />
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <PorticoProvider baseUrl={window.location.origin} getToken={getToken}>
      <HtmlLang />
      <PortalApp />
    </PorticoProvider>
  </StrictMode>,
);
