import { useEffect, useId, useRef } from "react";
import { LOCALE_TAGS } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { GrantedScreen, LimitedScreen } from "./GrantedScreen";
import { LanguageMenu } from "./LanguageMenu";
import { ModuleCard } from "./ModuleCard";
import { PortalLanguageScope } from "./PortalLanguageScope";
import * as s from "./portal.css";
import type { PortalCallbacks, PortalSession } from "./types";

/** Props of {@link PortalView}. */
export interface PortalViewProps extends PortalCallbacks {
  /** The guest's session (from the portal calls), or one built by `previewSession` for the editor's preview. */
  session: PortalSession;
  /** A call is under way: buttons show it and do not fire twice. */
  busy?: boolean;
  /** The last failed call (a PorticoError): shown in the portal language, its `fields` under their fields. */
  error?: unknown;
  className?: string;
}

/**
 * Renders an activity's guest portal: the current module of the chain (login, survey, coupon, countdown,
 * video, pictures, iframe, redirect, grant ...), the progress, the terms, the language menu and, once granted and
 * past the last module, 'You are online'. Pure: it fetches nothing, so the live portal and the editor's preview share it.
 * Texts follow the portal language (`session.lang`), not the host's.
 * @example <PortalView session={session} busy={pending} error={error} onStep={...} onSendCode={...}
 *   onSignIn={...} onAnswers={...} onClaimCoupon={...} onLang={...} />
 */
export function PortalView(props: PortalViewProps) {
  return (
    <PortalLanguageScope lang={props.session.lang}>
      <PortalFrame {...props} />
    </PortalLanguageScope>
  );
}

function PortalFrame({ session, busy, error, className, onLang, ...on }: PortalViewProps) {
  const { t, locale } = usePortico();
  const headingId = useId();
  const modules = session.activity.modules;
  const limited = session.limitedUntil !== null && !session.granted;
  // Modules placed after the grant module are shown too: the guest is online meanwhile, and 'You are online'
  // comes once the chain is done.
  const module = limited ? undefined : modules[session.step];
  const done = Boolean(session.granted) && !module;
  const title = session.businessName || session.activity.name;
  // Move focus to the new module's heading after a step, so screen readers read where the guest is.
  const firstStep = useRef(session.step);
  useEffect(() => {
    if (firstStep.current === session.step && !done) return;
    firstStep.current = -1;
    document.getElementById(headingId)?.focus();
  }, [session.step, done, headingId]);

  return (
    <PorticoRoot className={cx(s.page, className)} lang={session.lang || LOCALE_TAGS[locale]}>
      <header className={s.header}>
        <h1 className={s.brand}>{title}</h1>
        <LanguageMenu session={session} onLang={onLang} />
      </header>
      {module && modules.length > 1 ? (
        <div className={s.progressRow}>
          <span>{t("portal.progress", { n: session.step + 1, count: modules.length })}</span>
          <div className={s.progressTrack} aria-hidden="true">
            <div className={s.progressBar} style={{ width: `${((session.step + 1) / modules.length) * 100}%` }} />
          </div>
        </div>
      ) : null}
      {session.granted && module ? (
        <p role="status" className={s.muted}>
          {t("portal.granted.online")}
        </p>
      ) : null}
      {done ? <GrantedScreen session={session} headingId={headingId} /> : null}
      {limited ? <LimitedScreen session={session} headingId={headingId} /> : null}
      {module ? (
        <ModuleCard
          key={module.id}
          session={session}
          module={module}
          busy={busy}
          error={error}
          headingId={headingId}
          {...on}
        />
      ) : null}
      {!module && !done && !limited ? <p className={s.muted}>{t("portal.empty")}</p> : null}
    </PorticoRoot>
  );
}
