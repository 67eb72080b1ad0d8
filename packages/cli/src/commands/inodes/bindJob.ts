import { createHash } from "node:crypto";
import type { PorticoClient } from "@portico/sdk";
import { type Job, waitForJob } from "@portico/sdk/jobs";
import { type CommandContext, describeError } from "../../output";
import { bindBody, outcomeOf, type RowOutcome } from "./bindBatch";
import { type BindRow, bindKey } from "./bindRows";
import { withRetry } from "./retry";

/** Rows one bind job may carry (the contract's INodeBindJobRequest maxItems). */
export const MAX_JOB_ROWS = 2000;

/** A sent row and the group it goes to. */
export type SentRow = { row: BindRow; groupId: number | undefined };

/**
 * The job's Idempotency-Key: a digest of the business and the rows' bodies, so rerunning the same file (after the
 * CLI was stopped) finds the job that is already queued or done instead of queueing a second one.
 */
export function jobKey(businessId: number, body: unknown): string {
  const digest = createHash("sha256").update(JSON.stringify(body)).digest("hex").slice(0, 32);
  return `portico-cli:bind-job:${businessId}:${digest}`;
}

/**
 * Binds up to {@link MAX_JOB_ROWS} rows as one job on the server's queue (`startINodeBindJob`): the binding goes on
 * if the CLI stops, and a rerun with the same rows follows the same job. Calls `onStart` with the job id, `onDone`
 * with the rows the job has bound so far, and resolves to each row's outcome once the job has finished.
 */
export async function bindJob(
  ctx: CommandContext,
  client: PorticoClient,
  businessId: number,
  sent: readonly SentRow[],
  hooks: { intervalMs: number; onStart(job: Job): void; onDone(done: number): void },
): Promise<{ job: Job | null; outcomes: RowOutcome[] }> {
  const body = {
    rows: sent.map(({ row, groupId }) => ({ ...bindBody(row, groupId), idempotencyKey: bindKey(businessId, row.ac) })),
  };
  const fail = (error: string) => sent.map((): RowOutcome => ({ status: "failed", cuid: "", error }));
  let started: Job;
  try {
    const header = { "Idempotency-Key": jobKey(businessId, body) };
    const { data } = await withRetry(() =>
      client.POST("/v3/businesses/{businessId}/jobs/inode-binds", { params: { path: { businessId }, header }, body }),
    );
    started = data;
  } catch (err) {
    const { code, message } = describeError(ctx, err);
    return { job: null, outcomes: fail(`${code}: ${message}`) };
  }
  hooks.onStart(started);
  const job = await waitForJob(client, started.id, {
    intervalMs: hooks.intervalMs,
    onProgress: (j) => hooks.onDone(j.progress.done),
  });
  if (job.state !== "succeeded") {
    const reason = ctx.t("cli.inodes.bind.jobEnded", { id: job.id, state: job.state, code: job.errorCode ?? "" });
    return { job, outcomes: fail(reason) };
  }
  const results = (job.output as { results?: Parameters<typeof outcomeOf>[4][] } | null)?.results ?? [];
  const outcomes = await Promise.all(sent.map(({ row }, i) => outcomeOf(ctx, client, businessId, row, results[i])));
  return { job, outcomes };
}
