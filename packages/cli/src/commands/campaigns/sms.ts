import { waitForJob } from "@portico/sdk/jobs";
import type { Command } from "commander";
import { type CommandContext, EXIT, type ExitCode, emit } from "../../output";
import type { CommandKit } from "../activities";
import { authedClient, parseId } from "../authedClient";
import { startProgress } from "../inodes/progress";

/**
 * `portico campaigns sms send <sid>`: sends the SMS campaign to its segment now and follows its delivery job with a
 * progress bar (`--json`: one object with the run and the job's outcome); exit 0 when the job succeeded, else 4.
 */
export async function sendSmsCampaign(ctx: CommandContext, opts: { profile?: string }, id: string): Promise<ExitCode> {
  const campaignId = parseId(id);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data: started } = await client.POST("/v3/sms-campaigns/{campaignId}/send", {
    params: { path: { campaignId } },
  });
  const title = ctx.t("cli.sms.sending", { id: campaignId, run: started.runKey });
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
          detail: ctx.t("cli.sms.sent", { done: j.progress.done, total: j.progress.total }),
        }),
    });
  } finally {
    await progress.done();
  }
  const out = (job.output ?? {}) as { sent?: number; failed?: number };
  const text = ctx.t(job.state === "succeeded" ? "cli.sms.done" : "cli.sms.failed", {
    id: campaignId,
    sent: out.sent ?? 0,
    failed: out.failed ?? 0,
    state: job.state,
  });
  await emit(ctx, { json: { campaignId, ...started, state: job.state, output: job.output ?? null }, text });
  return job.state === "succeeded" ? EXIT.OK : EXIT.API;
}

/**
 * Adds `portico campaigns sms send` under the `campaigns` command.
 * @example registerSmsCommands(campaigns, { t, common, action });
 */
export function registerSmsCommands(campaigns: Command, { t, common, action }: CommandKit): void {
  const sms = campaigns.command("sms").description(t("cli.sms.description"));
  common(sms.command("send").description(t("cli.sms.send.description")))
    .argument("<sid>", t("cli.arg.smsCampaignId"))
    .action(action(sendSmsCampaign));
}
