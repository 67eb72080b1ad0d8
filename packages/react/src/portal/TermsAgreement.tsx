import { usePortico } from "../provider/context";
import * as s from "./portal.css";

/** Props of {@link TermsAgreement}. */
export interface TermsAgreementProps {
  /** The owner's terms in the portal language (sanitised by the server), or null: the portal's own short terms. */
  tos: string | null | undefined;
  agreed: boolean;
  onAgreed(agreed: boolean): void;
}

/**
 * The terms of service, readable before they are accepted: an expandable text ('Read the terms of service') above
 * the checkbox. Without the owner's own terms the portal's standard ones are shown, never a checkbox that points at
 * nothing.
 */
export function TermsAgreement({ tos, agreed, onAgreed }: TermsAgreementProps) {
  const { t } = usePortico();
  return (
    <>
      <details className={s.tosDetails}>
        <summary className={s.tosSummary}>{t("portal.tos.read")}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard */}
        <section className={s.tosBox} tabIndex={0} aria-label={t("portal.tos.title")}>
          {tos ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sends the terms sanitised
            <div className={s.html} dangerouslySetInnerHTML={{ __html: tos }} />
          ) : (
            <p className={s.html}>{t("portal.tos.standard")}</p>
          )}
        </section>
      </details>
      <label className={s.muted}>
        <input type="checkbox" checked={agreed} onChange={(e) => onAgreed(e.currentTarget.checked)} />{" "}
        {t("portal.tos.agree")}
      </label>
    </>
  );
}
