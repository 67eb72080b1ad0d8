import { type Job, waitForJob } from "@portico/sdk/jobs";
import type { Command } from "commander";
import { createElement } from "react";
import type { Translate } from "../i18n";
import { type CommandContext, EXIT, type ExitCode, emit } from "../output";
import { formatTable, TableView } from "../views/TableView";
import type { CommandKit } from "./activities";
import { authedClient, parseId } from "./authedClient";
import { businessIdOf } from "./inodes/listINodes";
import { startProgress } from "./inodes/progress";
import { businessFlag, firstArg } from "./notFound";

type Flags = { profile?: string; business?: string; state?: string };

const when = (ts: number | null) => (ts ? new Date(ts * 1000).toISOString().slice(0, 16).replace("T", " ") : "");

function table(t: Translate, list: Job[]) {
  const headers = [
    t("cli.col.id"),
    t("cli.col.type"),
    t("cli.col.state"),
    t("cli.col.progress"),
    t("cli.col.updated"),
  ] as const;
  const rows = list.map((j) => [
    String(j.id),
    j.type,
    j.errorCode ? `${j.state} (${j.errorCode})` : j.state,
    `${j.progress.done}/${j.progress.total}`,
    when(j.updatedTs),
  ]);
  return { headers, rows, empty: t("cli.jobs.empty") };
}

/** One job as lines of text: what it is, its state and progress, and why it failed. */
function describeJob(t: Translate, j: Job): string {
  const lines = [
    t("cli.jobs.summary", { id: j.id, type: j.type, state: j.state, done: j.progress.done, total: j.progress.total }),
  ];
  if (j.errorCode) lines.push(t("cli.jobs.error", { code: j.errorCode, attempts: j.attempts }));
  return lines.join("\n");
}

/** `portico jobs list --business <id> [--state <state>]`: the business's jobs, newest first. */
export async function listJobs(ctx: CommandContext, opts: Flags): Promise<void> {
  const businessId = businessIdOf(opts.business);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const state = opts.state as Job["state"] | undefined;
  const { data } = await client.GET("/v3/businesses/{businessId}/jobs", {
    params: { path: { businessId }, query: state ? { state } : {} },
  });
  const tbl = table(ctx.t, data.jobs);
  await emit(ctx, {
    json: data,
    text: formatTable(tbl.headers, tbl.rows, tbl.empty),
    view: () => createElement(TableView, tbl),
  });
}

/** `portico jobs show <id>`: one job's state, progress and output. */
export async function showJob(ctx: CommandContext, opts: Flags, id: string): Promise<void> {
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data } = await client.GET("/v3/jobs/{jobId}", { params: { path: { jobId: parseId(id) } } });
  await emit(ctx, { json: data, text: describeJob(ctx.t, data) });
}

/** `portico jobs cancel <id>`: stops a queued or running job (a finished one is left as it is). */
export async function cancelJob(ctx: CommandContext, opts: Flags, id: string): Promise<void> {
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data } = await client.POST("/v3/jobs/{jobId}/cancel", { params: { path: { jobId: parseId(id) } } });
  await emit(ctx, { json: data, text: describeJob(ctx.t, data) });
}

/**
 * `portico jobs wait <id>`: follows a job with a progress bar until it has finished; exit 0 when it succeeded,
 * 4 when it failed or was cancelled. Stopping the command leaves the job running.
 */
export async function waitJob(ctx: CommandContext, opts: Flags, id: string): Promise<ExitCode> {
  const { client } = authedClient(ctx.io.env, opts.profile);
  const jobId = parseId(id);
  const title = ctx.t("cli.jobs.waiting", { id: jobId });
  const progress = startProgress(ctx, { title, done: 0, total: 0, detail: "" });
  const job = await waitForJob(client, jobId, {
    intervalMs: Number(ctx.io.env.PORTICO_POLL_MS) || 1000,
    onProgress: (j) => progress.update({ title, done: j.progress.done, total: j.progress.total, detail: j.state }),
  });
  await progress.done();
  await emit(ctx, { json: job, text: describeJob(ctx.t, job) });
  return job.state === "succeeded" ? EXIT.OK : EXIT.API;
}

/**
 * Adds `portico jobs list|show|cancel|wait`: the server's queue of long work (bulk binds, upgrades, exports),
 * which goes on whether or not a terminal follows it.
 * @example registerJobCommands(program, { t, common, action });
 */
export function registerJobCommands(program: Command, { t, common, action }: CommandKit): void {
  const jobs = program.command("jobs").description(t("cli.jobs.description"));
  common(jobs.command("list").description(t("cli.jobs.list.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--state <state>", t("cli.opt.jobState"))
    .action(action(listJobs, businessFlag));
  for (const [name, fn] of [
    ["show", showJob],
    ["cancel", cancelJob],
    ["wait", waitJob],
  ] as const) {
    common(jobs.command(name).description(t(`cli.jobs.${name}.description`)))
      .argument("<id>", t("cli.arg.jobId"))
      .action(action(fn, firstArg("job")));
  }
}
