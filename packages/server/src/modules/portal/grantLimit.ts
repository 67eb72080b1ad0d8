import type { Queryable } from "../../db/db";
import type { PortalActivity } from "./portalActivity";
import type { SessionRow } from "./portalSessions";

/** Where a guest stands with an activity's usage control, from the grants of the last free duration. */
export type GrantStanding =
  /** No grant in the period (or no limit set): the guest walks the modules. */
  | { kind: "walk" }
  /** Granted before in this period and grants are left: the guest does not see the activity again. */
  | { kind: "returning" }
  /** The period's grants are used: no access before `until`. */
  | { kind: "limited"; until: number };

/**
 * Part 1 usage control: `grantTimes` grants per `activityFreeDuration` seconds, counted per guest (the page's
 * guest id, or the device MAC when the network passed one) and ignoring grants the owner reset. An activity
 * without grantTimes (or 0) has no limit.
 */
export async function grantStanding(
  db: Queryable,
  activity: PortalActivity,
  row: Pick<SessionRow, "guest_id" | "mac">,
  nowTs: number,
): Promise<GrantStanding> {
  const { grantTimes, freeDuration } = activity;
  if (!grantTimes) return { kind: "walk" };
  const rows = await db.query<{ granted_ts: number }>(
    `select granted_ts from activity_grants
      where activity_id = $1 and not reset and granted_ts > $2
        and (visitor_id = $3 or ($4::text is not null and visitor_mac = $4))
      order by granted_ts`,
    [activity.activityId, nowTs - freeDuration, row.guest_id, row.mac],
  );
  if (!rows.length) return { kind: "walk" };
  if (rows.length < grantTimes) return { kind: "returning" };
  // A grant is possible again once enough of the period's grants have aged out of it.
  return { kind: "limited", until: Number(rows[rows.length - grantTimes]!.granted_ts) + freeDuration };
}
