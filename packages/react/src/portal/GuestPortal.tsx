import { type ReactNode, useEffect, useRef } from "react";
import { errorCode, errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import { PortalLanguageScope } from "./PortalLanguageScope";
import { PortalView } from "./PortalView";
import * as s from "./portal.css";
import { portalLocaleCode } from "./portalLocale";
import type { PortalSession } from "./types";
import { usePortalSession } from "./usePortalSession";

/** Props of {@link GuestPortal}. */
export interface GuestPortalProps {
  /** The link's short code (`/s/{code}` sends guests to `/portal/{code}`). */
  code: string;
  /** The `signIn` state a custom authentication app sent the guest back with (`/portal/{code}?signIn=...`). */
  signInState?: string | null;
  /** Told once the state was used, so the host drops it from the address. */
  onSignInStateUsed?(): void;
  /**
   * The session the server opened while rendering the page (server-side rendering): the first step shows at
   * once, in the session's language, and hydrates without a call.
   */
  initialSession?: PortalSession;
  className?: string;
}

/** The browser's languages, best first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The live guest portal of a link: starts (or, after a reload, resumes) the guest's session in the browser's
 * language and walks the activity's module chain through the portal calls: sign-in, surveys, coupons, the
 * grant. No account or token: the session id is the guest's credential.
 * @example <GuestPortal code={params.code} signInState={search.get("signIn")} />
 */
export function GuestPortal({ code, signInState, onSignInStateUsed, initialSession, className }: GuestPortalProps) {
  const { t } = usePortico();
  const preferred = browserLanguages();
  const portal = usePortalSession(code, portalLocaleCode(preferred[0]), initialSession);
  const { query, error, busy } = portal;
  const session = query.data;
  // One language: the session's, which the server matched to the browser's among the portal's languages (the
  // SMS and the owner's texts follow it too). While a switch is on its way, the menu shows the pick.
  const { switchLang } = portal;
  const lang = switchLang.isPending ? switchLang.variables : null;

  // Back from a custom authentication app: finish the sign-in once the session is loaded.
  const usedState = useRef<string | null>(null);
  const { signIn } = portal;
  useEffect(() => {
    if (!session || !signInState || usedState.current === signInState || session.signedIn) return;
    usedState.current = signInState;
    signIn.mutateAsync({ method: "app", state: signInState }).catch(() => undefined);
    onSignInStateUsed?.();
  }, [session, signInState, signIn, onSignInStateUsed]);

  if (!session) {
    const notFound = query.isError && errorCode(query.error) === "NOT_FOUND";
    return (
      <PortalLanguageScope lang={preferred[0]}>
        <PortalStatus className={className}>
          {query.isError ? (
            <>
              <Alert tone="danger">{notFound ? t("portal.notFound") : errorMessage(t, query.error)}</Alert>
              {notFound ? null : (
                <Button variant="secondary" onClick={() => query.refetch()}>
                  {t("portal.retry")}
                </Button>
              )}
            </>
          ) : (
            <p role="status" aria-busy="true">
              {t("portal.loading")}
            </p>
          )}
        </PortalStatus>
      </PortalLanguageScope>
    );
  }
  const call =
    <A,>(m: { mutateAsync(a: A): Promise<unknown> }) =>
    (a: A) =>
      m.mutateAsync(a);
  return (
    <PortalView
      className={className}
      session={lang ? { ...session, lang } : session}
      busy={busy}
      error={error}
      onStep={(moduleId, action) => portal.step.mutateAsync({ moduleId, action })}
      onAcceptTerms={() => portal.acceptTerms.mutateAsync()}
      onSendCode={call(portal.sendCode)}
      onSignIn={call(portal.signIn)}
      onAnswers={(moduleId, answers) => portal.answer.mutateAsync({ moduleId, answers })}
      onClaimCoupon={call(portal.claimCoupon)}
      onOAuth={async (appId) => {
        const { authorizeUrl } = await portal.startOAuth.mutateAsync(appId);
        window.location.assign(authorizeUrl);
      }}
      onLang={(code) => switchLang.mutate(code)}
    />
  );
}

/** The page frame while there is no session yet (loading, link not found, an error). */
function PortalStatus({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.card}>{children}</div>
    </PorticoRoot>
  );
}
