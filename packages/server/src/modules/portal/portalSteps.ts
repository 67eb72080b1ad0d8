import { stepAfterAutoSkip } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { grantStanding } from "./grantLimit";
import { type PortalEventType, recordPortalEvent } from "./portalEvents";
import { type LoadedSession, scopeOf } from "./portalSessions";

const limited = () =>
  new HttpError(409, "GRANT_LIMIT", "This guest has used the activity's free access for now; see limitedUntil");
const invalid = (message: string, field = "moduleId") =>
  new HttpError(400, "VALIDATION_FAILED", message, { fields: { [field]: message } });

// Modules a guest must do something in before continuing.
const NEEDS_SIGN_IN = new Set(["login"]);
const NEEDS_ANSWERS = new Set(["survey", "survey-diy", "registration-form"]);

/** Records an event of the session's guest. */
export async function record(
  db: Queryable,
  s: LoadedSession,
  type: PortalEventType,
  nowTs: number,
  detail: { moduleId?: string; method?: string } = {},
): Promise<void> {
  await recordPortalEvent(db, scopeOf(s.row), type, nowTs, detail);
}

/**
 * Grants access for the activity's duration: the conversion is recorded and the activity's grant list gets the
 * guest (what resetActivityVisitors resets). The step stays where it is: modules placed after the grant module
 * are still shown to the guest, who is online meanwhile.
 */
export async function grant(db: Queryable, s: LoadedSession, nowTs: number): Promise<void> {
  if (s.row.granted_ts !== null) return;
  // Usage control, checked again here: another session of the guest may have used the period's last grant.
  const standing = await grantStanding(db, s.activity, s.row, nowTs);
  if (standing.kind === "limited") {
    s.row.limited_until = standing.until;
    return;
  }
  s.row.granted_ts = nowTs;
  s.row.expires_ts = nowTs + s.activity.accessDuration;
  await record(db, s, "conversion", nowTs);
  await db.query(
    "insert into activity_grants (activity_id, visitor_mac, visitor_id, granted_ts) values ($1, $2, $3, $4)",
    [s.row.activity_id, s.row.mac ?? "", s.row.guest_id, nowTs],
  );
}

/** Passes over the coupons due next that the guest's skips in this session auto-skip (nothing is recorded). */
async function autoSkipCoupons(db: Queryable, s: LoadedSession): Promise<void> {
  if (s.activity.modules[s.row.step]?.profile.mode !== "coupon") return;
  const rows = await db.query<{ module_id: string }>(
    "select distinct module_id from portal_events where session_id = $1 and type = 'skip' and module_id is not null",
    [s.row.id],
  );
  s.row.step = stepAfterAutoSkip(s.activity.modules, s.row.step, new Set(rows.map((r) => r.module_id)));
}

/**
 * Continues or skips the current module (part 1: login needs a sign-in, surveys their answers, only
 * skippable modules skip); a coupon due next is passed over when the guest skipped one of its checked auto-skip
 * options. Continuing the last module, or a grant module, grants access; the modules after a grant module are
 * walked the same way by a guest who is online already.
 */
export async function advance(
  db: Queryable,
  s: LoadedSession,
  moduleId: string,
  action: "continue" | "skip",
  nowTs: number,
): Promise<void> {
  if (s.row.granted_ts !== null && s.row.step >= s.activity.modules.length)
    throw invalid("This guest already has access");
  if (s.row.limited_until !== null && s.row.limited_until > nowTs) throw limited();
  const index = s.activity.modules.findIndex((m) => m.id === moduleId);
  const module = s.activity.modules[index];
  if (!module || index !== s.row.step) throw invalid("This is not the guest's current module");
  const { mode, skippable } = module.profile;
  if (action === "skip" && !skippable) throw invalid("This module cannot be skipped", "action");
  if (action === "continue" && NEEDS_SIGN_IN.has(mode) && !s.row.identity)
    throw invalid("Sign in before continuing", "action");
  if (action === "continue" && NEEDS_ANSWERS.has(mode) && !s.row.answers[moduleId])
    throw invalid("Answer the questions before continuing", "action");
  await record(db, s, action === "skip" ? "skip" : "click", nowTs, { moduleId });
  s.row.step = index + 1;
  await autoSkipCoupons(db, s);
  if (s.row.step >= s.activity.modules.length || (action === "continue" && mode === "grant")) await grant(db, s, nowTs);
}
