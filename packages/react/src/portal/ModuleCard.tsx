import { useEffect, useRef, useState } from "react";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import { ContentModule } from "./ContentModule";
import { CouponModule } from "./CouponModule";
import { LoginModule } from "./LoginModule";
import * as s from "./portal.css";
import { portalErrorText, succeeded } from "./portalErrors";
import { SurveyModule } from "./SurveyModule";
import { TermsAgreement } from "./TermsAgreement";
import type { PortalCallbacks, PortalModule, PortalSession } from "./types";
import { useCountdown } from "./useCountdown";

const SURVEYS = new Set(["survey", "survey-diy", "registration-form"]);

/** Props of {@link ModuleCard}. */
export interface ModuleCardProps extends Omit<PortalCallbacks, "onLang"> {
  session: PortalSession;
  module: PortalModule;
  busy?: boolean | undefined;
  error?: unknown;
  headingId: string;
}

/**
 * The guest's current module: its name, the owner's HTML, the terms (readable, then agreed) on the first module,
 * the body of its type (a sign-in only once the terms are agreed), and Continue / Skip with the module's captions.
 */
export function ModuleCard({ session, module, busy, error, headingId, ...on }: ModuleCardProps) {
  const { t } = usePortico();
  const p = module.profile;
  // Ticked anew on every page (the terms are read again); the server keeps the first acceptance.
  const [agreed, setAgreed] = useState(false);
  const needsTos = Boolean(p.showTosAgreementCheckbox);
  // The live portal waits for the server to keep the acceptance: it refuses a code or a sign-in before that.
  const accepted = agreed && (!on.onAcceptTerms || Boolean(session.termsAccepted));
  const canContinue = !needsTos || accepted;
  const agree = (next: boolean) => {
    setAgreed(next);
    if (next && !session.termsAccepted && on.onAcceptTerms) void succeeded(() => on.onAcceptTerms?.());
  };
  const countdownLeft = useCountdown(module.id, p.mode === "countdown" ? (p.countdownInterval ?? 0) : 0);
  const autoDone = useRef<string | null>(null);
  // An automatic countdown continues by itself once, when it reaches zero.
  useEffect(() => {
    if (p.mode !== "countdown" || p.continueMode !== "auto" || countdownLeft > 0 || !canContinue) return;
    if (autoDone.current === module.id) return;
    autoDone.current = module.id;
    void succeeded(() => on.onStep(module.id, "continue"));
  });

  const login = p.mode === "login";
  const survey = SURVEYS.has(p.mode);
  const blocked = !canContinue || countdownLeft > 0 || (login && !session.signedIn);
  const caption = p.continueCaption || t(p.mode === "grant" ? "portal.connect" : "portal.continue");
  return (
    <section className={s.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.title} tabIndex={-1}>
        {p.name}
      </h2>
      {p.htmlPortal ? (
        // Owner HTML, sanitised by the server when the activity was saved.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised (DOMPurify) on save, before any guest sees it
        <div className={s.html} dangerouslySetInnerHTML={{ __html: p.htmlPortal }} />
      ) : null}
      {needsTos ? <TermsAgreement tos={session.tos} agreed={agreed} onAgreed={agree} /> : null}
      {login ? (
        // Nothing is sent (no SMS code, no sign-in) before the guest has accepted the terms.
        <fieldset className={s.plain} disabled={!canContinue}>
          {canContinue ? null : <p className={s.muted}>{t("portal.tos.first")}</p>}
          <LoginModule module={module} session={session} busy={busy} error={error} {...on} />
        </fieldset>
      ) : null}
      {p.mode === "coupon" ? (
        <CouponModule
          module={module}
          coupon={session.coupons.find((c) => c.moduleId === module.id)}
          busy={busy}
          onClaimCoupon={on.onClaimCoupon}
        />
      ) : null}
      {!login && error ? <Alert tone="danger">{portalErrorText(t, error)}</Alert> : null}
      {survey ? (
        <SurveyModule module={module} busy={busy} error={error} canContinue={canContinue} {...on} />
      ) : (
        <>
          <ContentModule profile={p} countdownLeft={countdownLeft} />
          <div className={s.actions}>
            <Button
              className={s.wide}
              loading={busy}
              disabled={blocked}
              onClick={() => succeeded(() => on.onStep(module.id, "continue"))}
            >
              {caption}
            </Button>
            {p.skippable ? (
              <Button
                variant="secondary"
                className={s.wide}
                disabled={busy || !canContinue}
                onClick={() => succeeded(() => on.onStep(module.id, "skip"))}
              >
                {p.skipCaption || t("portal.skip")}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
