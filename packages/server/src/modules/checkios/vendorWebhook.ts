import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { OutboundError, outboundAllowList, outboundFetch } from "../../guards/outbound";
import type { JobType } from "../../jobs/jobTypes";
import { getVendorConfig } from "../catalog/vendorConfig";
import { type CheckinRecord, RECORD_COLUMNS, toRecord } from "./checkins";

/** The vendor config's check-in and checkout webhooks (catalog's VendorConfig, the part this area reads). */
export interface CheckinVendorWebhooks {
  checkinWebhook: string | null;
  checkoutWebhook: string | null;
}

/** The check-in and checkout webhooks of the business's vendor config (kept by the catalog part). */
export async function vendorWebhooksOf(db: Queryable, businessId: number): Promise<CheckinVendorWebhooks> {
  const { checkinWebhook, checkoutWebhook } = await getVendorConfig(db, businessId);
  return { checkinWebhook, checkoutWebhook };
}

/** Tests replace the reader (the vendor config lives in another part). */
export const vendorWebhookReader = { read: vendorWebhooksOf };

/** The queue job that tells a vendor webhook of one record. */
export const CHECKIN_WEBHOOK_JOB = "checkinVendorWebhook";

/**
 * POSTs a record to the vendor config's check-in or checkout webhook: JSON through the outbound guard (http(s)
 * only, internal addresses refused). Resolves to the status answered, or null when nothing was sent (a pickup, no
 * webhook, or a refused URL, which a retry would not change). Throws when the webhook could not be reached or
 * answered an error, so that the job retries.
 */
export async function postCheckinWebhook(
  ctx: ServerContext,
  businessId: number,
  checkinId: number,
  record: CheckinRecord,
): Promise<number | null> {
  if (record.kind === "pickup") return null;
  const hooks = await vendorWebhookReader.read(ctx.db, businessId);
  const url = record.kind === "checkin" ? hooks.checkinWebhook : hooks.checkoutWebhook;
  if (!url) return null;
  let res: Response;
  try {
    res = await outboundFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: `checkin.${record.kind}`, businessId, checkinId, record }),
      allow: outboundAllowList(ctx),
      timeoutMs: 5000,
    });
  } catch (err) {
    if (err instanceof OutboundError && /internal address|valid URL|http\(s\) URL/.test(err.message)) {
      console.error(`vendor ${record.kind} webhook of business ${businessId} refused: ${err.message}`);
      return null;
    }
    throw err;
  }
  if (res.status >= 500 || res.status === 429) throw new Error(`the vendor webhook answered ${res.status}`);
  return res.status;
}

/**
 * Asks the vendor config's serial-number webhook whether a code may be recorded (a counter that requires codes):
 * POSTs `{ type: "checkin.serialNo", businessId, checkinId, code }` through the outbound guard, 5 s at most. Null
 * when the code passes (or no webhook is set); else why not: the vendor answered other than 2xx, or `{ valid:
 * false }`, or could not be reached (a code nobody could check is not recorded).
 */
export async function vendorRefusesCode(
  ctx: ServerContext,
  businessId: number,
  checkinId: number,
  code: string,
): Promise<string | null> {
  const { checkSerialNoWebhook: url } = await getVendorConfig(ctx.db, businessId);
  if (!url) return null;
  try {
    const res = await outboundFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "checkin.serialNo", businessId, checkinId, code }),
      allow: outboundAllowList(ctx),
      timeoutMs: 5000,
      maxBytes: 16 * 1024,
    });
    if (!res.ok) return `the vendor refused the code (${res.status})`;
    const answer = (await res.json().catch(() => null)) as { valid?: unknown } | null;
    return answer?.valid === false ? "the vendor refused the code" : null;
  } catch (err) {
    return `the vendor's serial-number check could not be reached (${(err as Error).message})`;
  }
}

/** The job: reads the record and the vendor config when it runs, then posts (retried 3 times on failure). */
export function checkinWebhookJob(ctx: ServerContext): JobType<{ recordId: number }, { status: number | null }> {
  return {
    type: CHECKIN_WEBHOOK_JOB,
    retryLimit: 3,
    retryDelaySeconds: 10,
    concurrency: 4,
    run: async (job) => {
      const [row] = await ctx.db.query(
        `select checkin_id, ${RECORD_COLUMNS} from checkin_records where id = $1 and business_id = $2`,
        [job.input.recordId, job.businessId],
      );
      if (!row) return { status: null };
      const status = await postCheckinWebhook(ctx, job.businessId, Number(row.checkin_id), toRecord(row));
      return { status };
    },
  };
}

/**
 * Queues the vendor webhook of a check-in or checkout (pickups fire nothing). Never throws: a failure to queue is
 * logged (a record must not fail because of its webhook).
 * @example await queueCheckinWebhook(ctx, businessId, record);
 */
export async function queueCheckinWebhook(ctx: ServerContext, businessId: number, record: CheckinRecord) {
  if (record.kind === "pickup") return;
  try {
    await ctx.jobs.enqueue(
      businessId,
      CHECKIN_WEBHOOK_JOB,
      { recordId: record.id },
      { idempotencyKey: `checkin-webhook-${record.id}` },
    );
  } catch (err) {
    console.error(`vendor webhook of record ${record.id} not queued:`, (err as Error).message);
  }
}
