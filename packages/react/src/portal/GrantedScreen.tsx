import { isSafeLink } from "@portico/sdk/rules";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import * as s from "./portal.css";
import type { PortalSession } from "./types";

/** A time (access ends, or is possible again) in the guest's own time zone and the portal language. */
export function formatExpiry(expiresTs: number, lang: string): string {
  const opts: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat(lang, opts).format(expiresTs * 1000);
  } catch {
    return new Intl.DateTimeFormat(undefined, opts).format(expiresTs * 1000);
  }
}

/** 'You are online': until when, the redirect link when the activity gives one, and the coupons earned. */
export function GrantedScreen({ session, headingId }: { session: PortalSession; headingId: string }) {
  const { t } = usePortico();
  const granted = session.granted;
  if (!granted) return null;
  return (
    <section className={cx(s.card, s.granted)} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.title} tabIndex={-1}>
        {t("portal.granted.title")}
      </h2>
      <p>{t("portal.granted.until", { time: formatExpiry(granted.expiresTs, session.lang) })}</p>
      {granted.redirectUrl && isSafeLink(granted.redirectUrl) ? (
        <a className={s.link} href={granted.redirectUrl}>
          {t("portal.granted.redirect")}
        </a>
      ) : null}
      {session.coupons.length ? (
        <>
          <h3 className={s.title}>{t("portal.granted.coupons")}</h3>
          <ul className={s.list}>
            {session.coupons.map((c) => (
              <li key={c.moduleId}>
                {c.title}: <strong>{c.code}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Usage control: the guest had the activity's grants of this period; when access is possible again. */
export function LimitedScreen({ session, headingId }: { session: PortalSession; headingId: string }) {
  const { t } = usePortico();
  if (session.limitedUntil === null || session.granted) return null;
  return (
    <section className={s.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.title} tabIndex={-1}>
        {t("portal.limited.title")}
      </h2>
      <p>{t("portal.limited.until", { time: formatExpiry(session.limitedUntil, session.lang) })}</p>
    </section>
  );
}
