import type { LiveHub } from "../../live/liveHub";
import type { PortalEventType } from "./portalEvents";
import type { SessionRow } from "./portalSessions";

/**
 * Tells the business's websocket clients that a guest passed a step of the portal funnel (live event
 * `portalStep`), so that the dashboard and the health strip refresh as guests connect. Carries no guest data.
 * @example await publishPortalStep(ctx.live, s.row, "impression");
 */
export function publishPortalStep(live: LiveHub, row: SessionRow, step: PortalEventType): Promise<number> {
  const businessId = Number(row.business_id);
  return live.publish(
    { businessId },
    {
      method: "event",
      params: {
        type: "portalStep",
        businessId,
        activityId: Number(row.activity_id),
        step,
        channel: row.mac ? "wifi" : "qrcode",
        granted: row.granted_ts !== null,
      },
    },
  );
}
