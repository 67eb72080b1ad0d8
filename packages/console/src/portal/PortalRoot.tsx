import { type Locale, PorticoProvider } from "@portico/react";
import { GuestPortal, type PortalSession } from "@portico/react/portal";
import { StrictMode, useCallback, useState } from "react";
import { HtmlLang } from "../i18n/HtmlLang";

/** The `?signIn=` state of the address (a custom authentication app's return); none while rendering on the server. */
const signInOfAddress = () =>
  typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("signIn");

/** The guest portal of a link; drops `?signIn=` from the address once GuestPortal has used it. */
function PortalApp({ code, initialSession }: { code: string; initialSession?: PortalSession | undefined }) {
  const [signIn, setSignIn] = useState(signInOfAddress);
  const dropState = useCallback(() => {
    const url = new URL(window.location.href);
    url.searchParams.delete("signIn");
    window.history.replaceState(window.history.state, "", url);
    setSignIn(null);
  }, []);
  return (
    <main>
      <GuestPortal
        code={code}
        signInState={signIn}
        onSignInStateUsed={dropState}
        {...(initialSession ? { initialSession } : {})}
      />
    </main>
  );
}

/** Props of {@link PortalRoot}. */
export interface PortalRootProps {
  code: string;
  /** The session a server render opened; the provider then speaks its language from the first frame. */
  initialSession?: PortalSession | undefined;
  locale?: Locale | undefined;
  baseUrl: string;
  getToken?: (() => string | null) | undefined;
}

/**
 * The guest portal page's whole tree, the same on the server (react-dom/server) and in the browser (hydrateRoot,
 * or createRoot on the client-rendered path), so that hydration finds what the server rendered.
 */
export function PortalRoot({ code, initialSession, locale, baseUrl, getToken }: PortalRootProps) {
  return (
    <StrictMode>
      <PorticoProvider
        baseUrl={baseUrl}
        live={false}
        {...(locale ? { locale } : {})}
        {...(getToken ? { getToken } : {})}
      >
        <HtmlLang />
        <PortalApp code={code} initialSession={initialSession} />
      </PorticoProvider>
    </StrictMode>
  );
}
