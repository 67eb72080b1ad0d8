import { randomBytes } from "node:crypto";
import type { components } from "@portico/sdk";
import { localeText, localizeModule } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { sanitizeHtml } from "../activities/sanitizeHtml";
import { loadPortalActivity, type PortalActivity } from "./portalActivity";
import type { EventScope } from "./portalEvents";

type Schemas = components["schemas"];

/** A row of `portal_sessions`. */
export interface SessionRow extends Record<string, unknown> {
  id: string;
  business_id: number;
  activity_id: number;
  link_id: number | null;
  guest_id: string;
  mac: string | null;
  lang: string;
  step: number;
  identity: Schemas["PortalIdentity"] | null;
  answers: Record<string, Record<string, unknown>>;
  coupons: Schemas["PortalCoupon"][];
  granted_ts: number | null;
  expires_ts: number | null;
  oauth_state: string | null;
  limited_until: number | null;
}

/** A session with the activity it walks. */
export interface LoadedSession {
  row: SessionRow;
  activity: PortalActivity;
}

/** 32 URL-safe random characters (192 bits): a session id, or with `bytes` 12 a 16-character guest id. */
export const randomId = (bytes = 24) => randomBytes(bytes).toString("base64url");

const notFound = () => new HttpError(404, "NOT_FOUND", "Not found");

/** Sessions live a day: a guest who comes back later starts again (and counts again). */
export const SESSION_TTL = 86_400;

/** Loads a session and the running copy of its activity, or 404. */
export async function loadSession(db: Queryable, id: string, nowTs: number): Promise<LoadedSession> {
  const [row] = await db.query<SessionRow>("select * from portal_sessions where id = $1 and created_ts > $2", [
    id,
    nowTs - SESSION_TTL,
  ]);
  if (!row) throw notFound();
  const activity = await loadPortalActivity(db, Number(row.activity_id));
  if (!activity) throw notFound();
  return { row, activity };
}

/** Writes the parts of a session a step changed. */
export async function saveSession(db: Queryable, row: SessionRow, nowTs: number): Promise<void> {
  await db.query(
    `update portal_sessions set step = $2, identity = $3, answers = $4, coupons = $5, granted_ts = $6,
            expires_ts = $7, updated_ts = $8, oauth_state = $9, limited_until = $10 where id = $1`,
    [
      row.id,
      row.step,
      row.identity ? JSON.stringify(row.identity) : null,
      JSON.stringify(row.answers),
      JSON.stringify(row.coupons),
      row.granted_ts,
      row.expires_ts,
      nowTs,
      row.oauth_state,
      row.limited_until,
    ],
  );
}

// The guest's acceptance of the terms lives in `answers` under a key no module id can take (ids are 10
// letters and digits), so sessions need no column of their own for it.
const TERMS_KEY = "@terms";

/** Whether the session's guest accepted the terms of service (acceptPortalTerms). */
export const termsAccepted = (row: SessionRow): boolean => Boolean(row.answers[TERMS_KEY]);

/** Records that the guest accepted the terms (once: the first acceptance's time is kept). */
export function acceptTerms(row: SessionRow, nowTs: number): void {
  if (!termsAccepted(row)) row.answers = { ...row.answers, [TERMS_KEY]: { acceptedTs: nowTs } };
}

/**
 * Refuses (409 TERMS_NOT_ACCEPTED) what sends or signs in on the current module while it shows the terms
 * checkbox and the guest has not accepted them: the page's disabled form is not the only guard.
 */
export function requireTerms(s: LoadedSession): void {
  const module = s.activity.modules[s.row.step];
  if (module?.profile.showTosAgreementCheckbox && !termsAccepted(s.row))
    throw new HttpError(409, "TERMS_NOT_ACCEPTED", "Accept the terms of service before signing in");
}

/** The event scope of a session (business, activity, link, guest). */
export const scopeOf = (row: SessionRow): EventScope => ({
  businessId: Number(row.business_id),
  activityId: Number(row.activity_id),
  linkId: row.link_id === null ? null : Number(row.link_id),
  sessionId: row.id,
  guestId: row.guest_id,
  channel: row.mac ? "wifi" : "qrcode",
});

/** The contract's PortalSession, in the session's language (module texts typed for it replace the defaults). */
export function toPortalSession(s: LoadedSession, code: string): Schemas["PortalSession"] {
  const { row, activity } = s;
  const tos = localeText(activity.tos, row.lang);
  const redirect = activity.skipModules[2]?.redirectUrl ?? null;
  return {
    sessionId: row.id,
    code,
    guestId: row.guest_id,
    lang: row.lang,
    languages: activity.languages,
    businessName: activity.businessName,
    tos: tos === null ? null : sanitizeHtml(tos),
    termsAccepted: termsAccepted(row),
    activity: {
      id: activity.activityId,
      name: activity.name,
      accessDuration: activity.accessDuration,
      modules: activity.modules.map((m) => ({ id: m.id, profile: localizeModule(m.profile, row.lang) })),
      authApps: activity.authApps,
    },
    step: row.step,
    signedIn: row.identity,
    coupons: row.coupons,
    limitedUntil: row.limited_until === null ? null : Number(row.limited_until),
    granted:
      row.granted_ts === null || row.expires_ts === null
        ? null
        : { grantedTs: Number(row.granted_ts), expiresTs: Number(row.expires_ts), redirectUrl: redirect },
  };
}

/** The code of the session's link ('' once the link was removed). */
export async function codeOf(db: Queryable, row: SessionRow): Promise<string> {
  if (row.link_id === null) return "";
  const [l] = await db.query<{ code: string }>("select code from links where id = $1", [row.link_id]);
  return l?.code ?? "";
}
