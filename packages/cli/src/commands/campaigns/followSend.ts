import type { PorticoClient } from "@portico/sdk";
import { waitForJob } from "@portico/sdk/jobs";
import { type CommandContext, EXIT, type ExitCode, emit } from "../../output";
import { startProgress } from "../inodes/progress";

/** A send the server started: its run and the delivery job that carries it. */
export interface StartedSend {
  runKey: string;
  jobId: number;
}

/**
 * Follows a campaign's delivery job with a progress bar, then prints its outcome (`--json`: the run and the job's
 * state and output). `texts` is the command's key prefix: `<prefix>.sending`, `.sent`, `.done` and `.failed`.
 * Exit 0 when the job succeeded, else 4.
 * @example return followSend(ctx, client, campaignId, started, "cli.sms");
 */
export async function followSend(
  ctx: CommandContext,
  client: PorticoClient,
  campaignId: number,
  started: StartedSend,
  texts: "cli.edm" | "cli.sms",
): Promise<ExitCode> {
  const title = ctx.t(`${texts}.sending`, { id: campaignId, run: started.runKey });
  const progress = startProgress(ctx, { title, done: 0, total: 0, detail: "" });
  let job: Awaited<ReturnType<typeof waitForJob>>;
  try {
    job = await waitForJob(client, started.jobId, {
      intervalMs: Number(ctx.io.env.PORTICO_POLL_MS) || 500,
      onProgress: (j) =>
        progress.update({
          title,
          done: j.progress.done,
          total: Math.max(j.progress.total, j.progress.done),
          detail: ctx.t(`${texts}.sent`, { done: j.progress.done, total: j.progress.total }),
        }),
    });
  } finally {
    await progress.done();
  }
  const out = (job.output ?? {}) as { sent?: number; failed?: number };
  const text = ctx.t(job.state === "succeeded" ? `${texts}.done` : `${texts}.failed`, {
    id: campaignId,
    sent: out.sent ?? 0,
    failed: out.failed ?? 0,
    state: job.state,
  });
  await emit(ctx, { json: { campaignId, ...started, state: job.state, output: job.output ?? null }, text });
  return job.state === "succeeded" ? EXIT.OK : EXIT.API;
}
