import type { Queryable } from "../../db/db";
import { clickFacts } from "../links/clicks";

/** One guest sign-in, as the visitors and behaviour reports break it down. */
export interface VisitorAuth {
  businessId: number;
  activityId?: number | null;
  inodeId?: number | null;
  authType: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The device MAC, the guest's key when there is no e-mail or phone. */
  mac?: string | null;
  gender?: "male" | "female" | "unknown";
  /** YYYY-MM-DD */
  birthday?: string | null;
  location?: string | null;
  geocode?: string | null;
  browser?: string;
  platform?: string;
  locale?: string;
  ts: number;
}

/** What identifies a guest across sign-ins: e-mail (lower case), else phone, else MAC, else the fallback. */
export function guestKeyOf(a: Pick<VisitorAuth, "email" | "phone" | "mac">, fallback: string): string {
  return a.email?.trim().toLowerCase() || a.phone?.trim() || a.mac?.trim().toLowerCase() || fallback;
}

/** Browser, platform and locale of a sign-in from its request headers ('unknown' when not told). */
export function deviceFactsOf(h: { "user-agent"?: string; "accept-language"?: string }) {
  const f = clickFacts(h);
  return { browser: f.browser, platform: f.platform, locale: f.locale };
}

/**
 * Records one sign-in for the reports.
 * @example await recordVisitorAuth(db, { businessId, activityId, authType: "sms", phone, ts }, sessionId);
 */
export async function recordVisitorAuth(db: Queryable, a: VisitorAuth, fallbackKey: string): Promise<void> {
  await db.query(
    `insert into visitor_auths (business_id, activity_id, inode_id, guest_key, auth_type, name, email, phone, gender,
       birthday, location, geocode, browser, platform, locale, ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      a.businessId,
      a.activityId ?? null,
      a.inodeId ?? null,
      guestKeyOf(a, fallbackKey),
      a.authType.slice(0, 64),
      a.name ?? null,
      a.email ?? null,
      a.phone ?? null,
      a.gender ?? "unknown",
      a.birthday ?? null,
      a.location ?? null,
      a.geocode ?? null,
      a.browser ?? "unknown",
      a.platform ?? "unknown",
      a.locale ?? "unknown",
      a.ts,
    ],
  );
}
