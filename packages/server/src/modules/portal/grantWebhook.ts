import type { ServerContext } from "../../context";
import { emitWebhookEvent } from "../webhooks/emitWebhookEvent";
import type { SessionRow } from "./portalSessions";

/**
 * Sends the `guest.granted` webhook event of a session that was just granted access (after it is saved). The
 * session id stays out: it is the guest's credential.
 */
export async function emitGuestGranted(ctx: ServerContext, row: SessionRow): Promise<void> {
  await emitWebhookEvent(ctx, Number(row.business_id), "guest.granted", {
    activityId: Number(row.activity_id),
    guestId: row.guest_id,
    mac: row.mac,
    channel: row.mac ? "wifi" : "qrcode",
    identity: row.identity ?? null,
    grantedTs: row.granted_ts,
    expiresTs: row.expires_ts,
  });
}
