import type { ServerContext } from "../../context";
import { emailLang } from "../../providers/email/templates";
import {
  DELIVERY_JOB,
  type DeliveryContent,
  type DeliveryKind,
  type DeliveryRun,
  type DeliverySend,
} from "./deliveryTypes";

/** What a campaign part asks to send. */
export interface DeliveryRunRequest extends DeliverySend {
  /** Path under which the kind answers `/open` and `/click` (default the core's `/t`). */
  trackerBase?: string;
  /** Text messages: links replaced by tracked short links. */
  shortUrls?: boolean;
  /** Language of the unsubscribe footer and page (a UI locale, default en). */
  lang?: string;
  /** Seconds to wait before sending (a scheduled send). */
  startAfterSeconds?: number;
}

/** The core's own tracker routes (`/t/open`, `/t/click`). */
export const DEFAULT_TRACKER_BASE = "/t";

type RunRow = {
  id: number;
  business_id: number;
  kind: DeliveryKind;
  campaign_id: string;
  run_key: string;
  channels: DeliveryContent;
  audience: unknown;
  tracker_base: string | null;
  short_urls: boolean;
  lang: string;
  state: DeliveryRun["state"];
  total: number;
  job_id: number | null;
};

/** A stored run in code shape. */
export function toRun(r: RunRow): DeliveryRun {
  return {
    id: Number(r.id),
    businessId: r.business_id,
    kind: r.kind,
    campaignId: r.campaign_id,
    runKey: r.run_key,
    channels: r.channels,
    audience: r.audience,
    trackerBase: r.tracker_base ?? DEFAULT_TRACKER_BASE,
    shortUrls: r.short_urls,
    lang: r.lang,
    state: r.state,
    total: r.total,
    jobId: r.job_id === null ? null : Number(r.job_id),
  };
}

/** Reads a run by id. */
export async function findRun(ctx: ServerContext, runId: number): Promise<DeliveryRun | null> {
  const [row] = await ctx.db.query<RunRow>("select * from delivery_runs where id = $1", [runId]);
  return row ? toRun(row) : null;
}

/** The business owner's interface language: the unsubscribe footer and page speak it unless the run says. */
async function ownerLang(ctx: ServerContext, businessId: number): Promise<string> {
  const [row] = await ctx.db.query<{ lang: string | null }>(
    "select u.lang from businesses b join users u on u.id = b.owner_id where b.id = $1",
    [businessId],
  );
  return emailLang(row?.lang);
}

/**
 * Records one send of a campaign and queues the job that resolves its audience and sends it. Idempotent on
 * (kind, campaignId, runKey): asking again for the same send gives back the first run and its job, so a double
 * click or a retried request never sends twice.
 * @example
 * const { runId, jobId } = await startDeliveryRun(ctx, { businessId, kind: "edm", campaignId: "42",
 *   runKey: "send-3", channels: { email: { subject, html } }, audience: { filter } });
 */
export async function startDeliveryRun(
  ctx: ServerContext,
  req: DeliveryRunRequest,
): Promise<{ runId: number; jobId: number }> {
  await ctx.db.query(
    `insert into delivery_runs (business_id, kind, campaign_id, run_key, channels, audience, tracker_base, short_urls,
       lang, created_ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (kind, campaign_id, run_key) do nothing`,
    [
      req.businessId,
      req.kind,
      req.campaignId,
      req.runKey,
      JSON.stringify(req.channels),
      JSON.stringify(req.audience ?? null),
      req.trackerBase ?? null,
      req.shortUrls ?? false,
      req.lang ?? (await ownerLang(ctx, req.businessId)),
      Math.floor(ctx.now() / 1000),
    ],
  );
  const [row] = await ctx.db.query<{ id: number; business_id: number }>(
    "select id, business_id from delivery_runs where kind = $1 and campaign_id = $2 and run_key = $3",
    [req.kind, req.campaignId, req.runKey],
  );
  const runId = Number(row!.id);
  if (row!.business_id !== req.businessId) throw new Error(`run ${runId} belongs to another business`);
  const { job } = await ctx.jobs.enqueue(
    req.businessId,
    DELIVERY_JOB,
    { runId },
    {
      idempotencyKey: `delivery-run-${runId}`,
      ...(req.startAfterSeconds ? { startAfterSeconds: req.startAfterSeconds } : {}),
    },
  );
  await ctx.db.query("update delivery_runs set job_id = $2 where id = $1 and job_id is null", [runId, job.id]);
  return { runId, jobId: job.id };
}
