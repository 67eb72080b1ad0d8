import type { ServerContext } from "../../context";
import { grantStanding } from "./grantLimit";
import { emitGuestGranted } from "./grantWebhook";
import { loadPortalActivity } from "./portalActivity";
import { recordPortalEvent } from "./portalEvents";
import { publishPortalStep } from "./portalLive";
import { type LoadedSession, randomId, type SessionRow, saveSession, scopeOf } from "./portalSessions";
import { grant } from "./portalSteps";
import { sessionLanguage } from "./sessionLanguage";

/** Who opens a portal session: the guest's id (else a new one), the device's MAC, the languages asked for. */
export interface OpenSessionRequest {
  guestId?: string | undefined;
  mac?: string | undefined;
  lang?: string | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * Opens a guest's session of a link (startPortalSession, and the server-rendered portal page): in the offered
 * language closest to the guest's, with an impression recorded. A returning guest with grants left is not shown
 * the activity again, one over the period's grants is told when to come back, and an activity without modules
 * grants at once. Null when the link or its activity is unknown.
 */
export async function openPortalSession(
  ctx: ServerContext,
  code: string,
  req: OpenSessionRequest,
): Promise<LoadedSession | null> {
  const [link] = await ctx.db.query<{ id: number; campaign_id: number }>(
    "select id, campaign_id from links where code = $1 and campaign_type = 'activity'",
    [code],
  );
  const activity = link ? await loadPortalActivity(ctx.db, Number(link.campaign_id)) : null;
  if (!link || !activity) return null;
  const ts = Math.floor(ctx.now() / 1000);
  const [row] = await ctx.db.query<SessionRow>(
    `insert into portal_sessions (id, business_id, activity_id, link_id, guest_id, mac, lang, created_ts, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning *`,
    [
      randomId(),
      activity.businessId,
      activity.activityId,
      link.id,
      req.guestId ?? randomId(12),
      req.mac ?? null,
      sessionLanguage(activity, req.lang, req.acceptLanguage),
      ts,
    ],
  );
  const s: LoadedSession = { row: row!, activity };
  await recordPortalEvent(ctx.db, scopeOf(s.row), "impression", ts);
  const standing = await grantStanding(ctx.db, activity, s.row, ts);
  if (standing.kind === "limited") s.row.limited_until = standing.until;
  else if (standing.kind === "returning" || !activity.modules.length) {
    s.row.step = activity.modules.length;
    await grant(ctx.db, s, ts);
  }
  if (s.row.limited_until !== null || s.row.granted_ts !== null) await saveSession(ctx.db, s.row, ts);
  await publishPortalStep(ctx.live, s.row, s.row.granted_ts !== null ? "conversion" : "impression");
  if (s.row.granted_ts !== null) await emitGuestGranted(ctx, s.row);
  return s;
}
