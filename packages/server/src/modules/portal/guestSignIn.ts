import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { components } from "@portico/sdk";
import { localizeModule } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { hashPassword, verifyNothing, verifyPassword } from "../account/password";
import { guestOAuthIdentity } from "./guestOAuth";
import { type LoadedSession, requireTerms } from "./portalSessions";
import { defaultSmsText } from "./smsTexts";

type SignIn = components["schemas"]["PortalSignInRequest"];
type Identity = components["schemas"]["PortalIdentity"];

/** Part of the SMS sign-in: another code after 60 s, a code lives 10 minutes and allows 5 tries. */
export const SMS_RETRY_AFTER = 60;
export const SMS_CODE_TTL = 600;
export const SMS_MAX_ATTEMPTS = 5;
/** At most this many codes to one phone an hour, whichever sessions ask. */
export const SMS_PER_PHONE_HOURLY = 5;

const wrong = (message: string) => new HttpError(400, "INVALID_CREDENTIALS", message);
const sha256 = (s: string) => createHash("sha256").update(s).digest();
const nowTs = (ctx: ServerContext) => Math.floor(ctx.now() / 1000);

/** The enabled login methods of the session's current module (a sign-in elsewhere is refused). */
function enabledMethods(s: LoadedSession): Set<string> {
  const module = s.activity.modules[s.row.step];
  if (module?.profile.mode !== "login")
    throw new HttpError(400, "VALIDATION_FAILED", "The current module has no sign-in");
  return new Set(
    Object.entries(module.profile.loginMethods ?? {})
      .filter(([, m]) => m.enabled)
      .map(([k]) => k),
  );
}

/**
 * The SMS a guest gets: the login module's `smsMessage` in the session's language with `{code}` replaced (the
 * code appended when the owner left `{code}` out), else the default text naming the business, in that language.
 */
export function smsText(s: LoadedSession, code: string): string {
  const module = s.activity.modules[s.row.step];
  const template = module ? localizeModule(module.profile, s.row.lang).smsMessage?.trim() : undefined;
  if (!template) return defaultSmsText(s.row.lang, s.activity.businessName, code);
  return template.includes("{code}") ? template.replaceAll("{code}", code) : `${template} ${code}`;
}

/**
 * Texts a fresh 6-digit code to `phone` through the SMS provider (409 TOO_SOON within 60 s, 409
 * TERMS_NOT_ACCEPTED before the terms the module shows are accepted).
 */
export async function sendSmsCode(ctx: ServerContext, s: LoadedSession, phone: string): Promise<number> {
  const methods = enabledMethods(s);
  requireTerms(s);
  if (!methods.has("sms") && !methods.has("smsPassword"))
    throw new HttpError(400, "VALIDATION_FAILED", "SMS sign-in is not enabled here");
  const ts = nowTs(ctx);
  const [last] = await ctx.db.query<{ sent_ts: number }>("select sent_ts from portal_sms_codes where session_id = $1", [
    s.row.id,
  ]);
  const [recent] = await ctx.db.query<{ n: number; latest: number | null }>(
    "select count(*)::int as n, max(sent_ts) as latest from portal_sms_codes where phone = $1 and sent_ts > $2",
    [phone, ts - 3600],
  );
  const tooSoon =
    (last && ts - Number(last.sent_ts) < SMS_RETRY_AFTER) ||
    (recent?.latest && ts - Number(recent.latest) < SMS_RETRY_AFTER) ||
    (recent?.n ?? 0) >= SMS_PER_PHONE_HOURLY;
  if (tooSoon) throw new HttpError(409, "TOO_SOON", "A code was sent a moment ago; wait before asking again");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await ctx.sms.send(phone, smsText(s, code), s.activity.businessId);
  await ctx.db.query(
    `insert into portal_sms_codes (session_id, phone, code_hash, sent_ts, attempts) values ($1, $2, $3, $4, 0)
     on conflict (session_id) do update set phone = $2, code_hash = $3, sent_ts = $4, attempts = 0`,
    [s.row.id, phone, sha256(code).toString("hex"), ts],
  );
  return SMS_RETRY_AFTER;
}

/** Checks an SMS code (10 minutes, 5 tries) and returns the identity. */
async function smsIdentity(ctx: ServerContext, s: LoadedSession, phone: string, code: string): Promise<Identity> {
  const [row] = await ctx.db.query<{ phone: string; code_hash: string; sent_ts: number; attempts: number }>(
    "update portal_sms_codes set attempts = attempts + 1 where session_id = $1 returning phone, code_hash, sent_ts, attempts",
    [s.row.id],
  );
  const fresh = row && nowTs(ctx) - Number(row.sent_ts) <= SMS_CODE_TTL && row.attempts <= SMS_MAX_ATTEMPTS;
  const match = row && timingSafeEqual(sha256(code), Buffer.from(row.code_hash, "hex")) && row.phone === phone;
  if (!fresh || !match) throw wrong("The code is wrong or expired");
  return { method: "sms", phone, name: null, email: null };
}

/**
 * Signs a member in with e-mail and password; an e-mail the business does not know registers when a
 * name comes with it (else 400 naming the missing field, so the portal asks for it).
 */
async function memberIdentity(ctx: ServerContext, s: LoadedSession, email: string, password: string, name?: string) {
  const businessId = s.activity.businessId;
  const key = email.trim().toLowerCase();
  const [member] = await ctx.db.query<{ name: string | null; password_hash: string }>(
    "select name, password_hash from portal_members where business_id = $1 and email = $2",
    [businessId, key],
  );
  if (!member) {
    await verifyNothing(password);
    if (!name?.trim())
      throw new HttpError(400, "VALIDATION_FAILED", "New members give their name", { fields: { name: "required" } });
    await ctx.db.query(
      "insert into portal_members (business_id, email, name, password_hash, created_ts) values ($1, $2, $3, $4, $5)",
      [businessId, key, name.trim(), await hashPassword(password), nowTs(ctx)],
    );
    return { method: "member", email: key, name: name.trim(), phone: null };
  }
  if (!(await verifyPassword(password, member.password_hash))) throw wrong("Wrong e-mail or password");
  return { method: "member", email: key, name: member.name, phone: null };
}

/** Signs the guest in by the requested method, if the current login module enables it and its terms are accepted. */
export async function signInGuest(ctx: ServerContext, s: LoadedSession, body: SignIn): Promise<Identity> {
  const methods = enabledMethods(s);
  requireTerms(s);
  const missing = (field: string) =>
    new HttpError(400, "VALIDATION_FAILED", `${field} is required`, { fields: { [field]: "required" } });
  if (body.method === "member") {
    if (!methods.has("member")) throw new HttpError(400, "VALIDATION_FAILED", "Member sign-in is not enabled here");
    if (!body.email) throw missing("email");
    if (!body.password) throw missing("password");
    return memberIdentity(ctx, s, body.email, body.password, body.name);
  }
  if (body.method === "app") {
    if (!body.state) throw missing("state");
    return guestOAuthIdentity(ctx, s, body.state);
  }
  if (!methods.has("sms") && !methods.has("smsPassword"))
    throw new HttpError(400, "VALIDATION_FAILED", "SMS sign-in is not enabled here");
  if (!body.phone) throw missing("phone");
  if (!body.code) throw missing("code");
  return smsIdentity(ctx, s, body.phone, body.code);
}
