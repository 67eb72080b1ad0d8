import type { ServerContext } from "../../context";
import type { JobRun, JobType } from "../../jobs/jobTypes";
import type { ComposeContext } from "./composeMessage";
import { findRun } from "./deliveryRuns";
import { DELIVERY_BATCH_JOB, DELIVERY_JOB, DELIVERY_MESSAGE, type DeliveryRun } from "./deliveryTypes";
import { contentLinks } from "./renderMessage";
import { resolveAudience } from "./resolveAudience";
import { DEFAULT_SEND_SETTINGS, type SendSettings, sendBatches } from "./sendBatches";
import { tokenKey } from "./tracker";

/** How the delivery jobs run. */
export interface DeliverySettings extends SendSettings {
  /** Helper jobs per run besides the main job (each instance runs `workersPerInstance` of them at once). */
  helpers: number;
  workersPerInstance: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  ...DEFAULT_SEND_SETTINGS,
  helpers: Number(process.env.PORTICO_DELIVERY_HELPERS) || 2,
  workersPerInstance: 2,
};

/** What a finished run answers (the job's result). */
export interface DeliveryOutcome {
  runId: number;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
}

interface Counts {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  open: number;
}

async function counts(ctx: ServerContext, runId: number): Promise<Counts> {
  const [c] = await ctx.db.query<Record<keyof Counts, number>>(
    `select count(*)::int as total,
       count(*) filter (where status = 'sent')::int as sent,
       count(*) filter (where status = 'failed')::int as failed,
       count(*) filter (where status = 'skipped')::int as skipped,
       count(*) filter (where status in ('pending', 'sending'))::int as open
     from deliveries where run_id = $1`,
    [runId],
  );
  return c!;
}

/** Reports run-wide progress at most once a second (every call is still a cancel and stop point). */
function progressOf(ctx: ServerContext, job: JobRun<unknown>, runId: number): () => Promise<void> {
  let last = 0;
  let done = 0;
  let total = 0;
  return async () => {
    if (ctx.now() - last >= 1000) {
      last = ctx.now();
      const c = await counts(ctx, runId);
      done = c.total - c.open;
      total = c.total;
    }
    await job.progress(done, total, DELIVERY_MESSAGE);
  };
}

function composeContext(ctx: ServerContext, run: DeliveryRun, key: Buffer): ComposeContext {
  return { run, links: contentLinks(run.channels), key, origin: ctx.publicUrl() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The main job of a run: resolves the audience into deliveries (state resolving), starts the helper jobs, sends
 * beside them, waits for rows other workers still hold (taking over a dead worker's rows once their lease ends)
 * and marks the run done. Every step can run again: a retried or taken-over job picks up where the last one was.
 */
export function deliveryJob(
  ctx: ServerContext,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
  onDone?: (run: DeliveryRun, outcome: DeliveryOutcome) => Promise<void>,
): JobType<{ runId: number }, DeliveryOutcome> {
  const key = () => tokenKey(ctx);
  return {
    type: DELIVERY_JOB,
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 6 * 3600,
    concurrency: 2,
    run: async (job) => {
      let run = await findRun(ctx, job.input.runId);
      if (!run || run.businessId !== job.businessId) throw new Error(`delivery run ${job.input.runId} not found`);
      if (run.state === "queued" || run.state === "resolving") {
        await ctx.db.query("update delivery_runs set state = 'resolving' where id = $1", [run.id]);
        const total = await resolveAudience(ctx, run, (n) => job.progress(0, n, DELIVERY_MESSAGE));
        await ctx.db.query("update delivery_runs set state = 'sending', total = $2 where id = $1", [run.id, total]);
        run = { ...run, state: "sending", total };
      }
      if (run.state === "sending") {
        for (let i = 1; i <= settings.helpers; i++)
          await ctx.jobs.enqueue(
            run.businessId,
            DELIVERY_BATCH_JOB,
            { runId: run.id, helper: i },
            {
              idempotencyKey: `delivery-run-${run.id}-h${i}`,
            },
          );
        const tick = progressOf(ctx, job, run.id);
        const compose = composeContext(ctx, run, await key());
        for (;;) {
          await sendBatches(ctx, compose, settings, tick);
          if ((await counts(ctx, run.id)).open === 0) break;
          // Other workers hold the rest: wait for them (or for their lease to end) and look again.
          await sleep(1000);
          await tick();
        }
        await ctx.db.query("update delivery_runs set state = 'done', finished_ts = $2 where id = $1", [
          run.id,
          Math.floor(ctx.now() / 1000),
        ]);
      }
      const c = await counts(ctx, run.id);
      await job.progress(c.total, c.total, DELIVERY_MESSAGE);
      const outcome = { runId: run.id, total: c.total, sent: c.sent, failed: c.failed, skipped: c.skipped };
      if (run.state === "sending" && onDone) await onDone({ ...run, state: "done" }, outcome);
      return outcome;
    },
  };
}

/** A helper job: sends batches of a run that is sending, then ends (the main job finishes the run). */
export function deliveryBatchJob(
  ctx: ServerContext,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): JobType<{ runId: number; helper: number }, { runId: number }> {
  const key = () => tokenKey(ctx);
  return {
    type: DELIVERY_BATCH_JOB,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 6 * 3600,
    concurrency: settings.workersPerInstance,
    run: async (job) => {
      const run = await findRun(ctx, job.input.runId);
      if (!run || run.businessId !== job.businessId || run.state !== "sending") return { runId: job.input.runId };
      await sendBatches(ctx, composeContext(ctx, run, await key()), settings, progressOf(ctx, job, run.id));
      return { runId: run.id };
    },
  };
}
