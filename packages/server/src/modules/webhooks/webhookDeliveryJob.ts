import type { ServerContext } from "../../context";
import { OutboundError, outboundAllowList, outboundFetch } from "../../guards/outbound";
import type { JobType } from "../../jobs/jobTypes";
import { type DeliveryRow, recordAttempt } from "./webhookDeliveries";
import { SIGNATURE_HEADER, signWebhookBody } from "./webhookSignature";
import { webhookOf } from "./webhooks";

/** The queue's name for one delivery. */
export const WEBHOOK_DELIVERY_JOB = "webhookDelivery";

/** Retry policy of deliveries (tests shorten the delay). */
export interface WebhookDeliveryOptions {
  /** Retries after the first failed attempt (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled by the queue for each next one (default 30). */
  retryDelaySeconds?: number;
}

/** How long a receiver may take, and the most of its answer read (only the status counts). */
const DELIVERY_TIMEOUT_MS = 10_000;
const DELIVERY_MAX_BYTES = 64 * 1024;

/** A failed attempt: the queue retries the job with backoff until its retries are used up. */
class DeliveryFailed extends Error {
  readonly code = "WEBHOOK_DELIVERY_FAILED";
}

/**
 * The job that POSTs one logged event to the business's webhook: JSON `{id, type, businessId, createdTs, data}`
 * signed with the secret (`X-Portico-Signature`, see the README), through the outbound guard (no redirects), 2xx
 * = delivered. Anything else is recorded and thrown, so the queue retries it with backoff; a webhook removed or
 * no longer valid meanwhile skips the delivery.
 */
export function webhookDeliveryJob(
  ctx: ServerContext,
  o: WebhookDeliveryOptions = {},
): JobType<{ deliveryId: number }, { status: string }> {
  const retryLimit = o.retryLimit ?? 5;
  const nowTs = () => Math.floor(ctx.now() / 1000);
  return {
    type: WEBHOOK_DELIVERY_JOB,
    retryLimit,
    retryDelaySeconds: o.retryDelaySeconds ?? 30,
    concurrency: 2,
    expireInSeconds: 120,
    run: async (job) => {
      const [d] = await ctx.db.query<DeliveryRow>(
        "select * from webhook_deliveries where id = $1 and business_id = $2",
        [job.input.deliveryId, job.businessId],
      );
      if (!d || d.status === "delivered" || d.status === "skipped") return { status: d?.status ?? "missing" };
      const w = await webhookOf(ctx.db, job.businessId);
      if (!w.valid || w.id !== d.webhook_id) {
        await recordAttempt(ctx.db, d.id, {
          status: "skipped",
          error: "The webhook was removed or changed",
          nowTs: nowTs(),
        });
        return { status: "skipped" };
      }
      const body = JSON.stringify({
        id: d.event_id,
        type: d.type,
        businessId: d.business_id,
        createdTs: d.created_ts,
        data: d.payload,
      });
      const ts = nowTs();
      const final = job.attempt > retryLimit;
      let responseStatus: number | null = null;
      let error: string | null = null;
      try {
        const res = await outboundFetch(w.url!, {
          method: "POST",
          body,
          headers: {
            "content-type": "application/json",
            "user-agent": "Portico-Webhooks/1",
            "x-portico-event": d.type,
            "x-portico-delivery": d.event_id,
            "x-portico-timestamp": String(ts),
            [SIGNATURE_HEADER.toLowerCase()]: signWebhookBody(w.secret!, ts, body),
          },
          allow: outboundAllowList(ctx),
          timeoutMs: DELIVERY_TIMEOUT_MS,
          maxBytes: DELIVERY_MAX_BYTES,
          maxRedirects: 0,
        });
        responseStatus = res.status;
        if (res.ok) {
          await recordAttempt(ctx.db, d.id, { status: "delivered", url: w.url!, responseStatus, nowTs: ts });
          return { status: "delivered" };
        }
        error = `The receiver answered ${res.status}`;
      } catch (err) {
        error = err instanceof OutboundError ? `The URL ${err.message}` : "The receiver could not be reached";
      }
      await recordAttempt(ctx.db, d.id, {
        status: final ? "failed" : "retrying",
        url: w.url!,
        responseStatus,
        error,
        nowTs: ts,
      });
      throw new DeliveryFailed(error);
    },
  };
}
