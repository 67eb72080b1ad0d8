import { randomUUID } from "node:crypto";
import type { ServerContext } from "../../context";
import { WEBHOOK_DELIVERY_JOB } from "./webhookDeliveryJob";
import { webhookOf } from "./webhooks";

/**
 * Queues the delivery of an event (`guest.granted`, `campaign.sent` ...) to the business's webhook, when it has a
 * valid one: a row of the delivery log and a queue job that POSTs it signed, retried with backoff. Never throws
 * (an event must not break what caused it): a failure is logged and resolves to null; else the delivery's id.
 * Call it after the transaction that made the event, never inside one.
 * @example await emitWebhookEvent(ctx, businessId, "guest.granted", { activityId, guest: { mac } });
 */
export async function emitWebhookEvent(
  ctx: ServerContext,
  businessId: number,
  type: string,
  data: Record<string, unknown>,
): Promise<number | null> {
  let deliveryId: number | null = null;
  try {
    const w = await webhookOf(ctx.db, businessId);
    if (!w.valid) return null;
    const [row] = await ctx.db.query<{ id: number }>(
      `insert into webhook_deliveries (business_id, webhook_id, event_id, type, payload, url, created_ts)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [businessId, w.id, randomUUID(), type, JSON.stringify(data), w.url, Math.floor(ctx.now() / 1000)],
    );
    deliveryId = row!.id;
    await ctx.jobs.enqueue(
      businessId,
      WEBHOOK_DELIVERY_JOB,
      { deliveryId },
      { idempotencyKey: `webhook-delivery-${deliveryId}` },
    );
    return deliveryId;
  } catch (err) {
    console.error(`webhook event ${type} of business ${businessId} not queued:`, (err as Error).message);
    if (deliveryId !== null)
      await ctx.db
        .query("update webhook_deliveries set status = 'failed', error = $2 where id = $1", [
          deliveryId,
          "The delivery could not be queued",
        ])
        .catch(() => {});
    return null;
  }
}
