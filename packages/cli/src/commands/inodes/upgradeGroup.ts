import { createHash } from "node:crypto";
import { isPorticoError, type PorticoClient } from "@portico/sdk";
import { FINISHED_JOB_STATES, type Job } from "@portico/sdk/jobs";
import { CliError, type CommandContext, describeError, EXIT, type ExitCode, emit } from "../../output";
import { authedClient } from "../authedClient";
import { businessIdOf } from "./listINodes";
import { startProgress } from "./progress";
import { mapPool, withRetry } from "./retry";

/** Flags of `portico inodes upgrade`. */
export interface UpgradeFlags {
  profile?: string;
  business?: string;
  group?: string;
  interval?: string;
  timeout?: string;
  job?: boolean;
}

/** The end of one iNode's upgrade. */
export interface UpgradeResult {
  cuid: string;
  nickname: string;
  state: "success" | "failed";
  fromVersion: string;
  toVersion: string;
  error: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function positive(raw: string | undefined, fallback: number, flag: string): number {
  if (raw === undefined) return fallback;
  const n = /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : 0;
  if (n < 1) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.badNumber", { flag, value: raw });
  return n;
}

/**
 * `portico inodes upgrade --business <id> --group <name>`: starts the firmware upgrade of every iNode of the
 * group, polls each one's upgrade state until it ends, and reports each result; exit 4 when any failed.
 */
export async function upgradeGroup(ctx: CommandContext, opts: UpgradeFlags): Promise<ExitCode> {
  const businessId = businessIdOf(opts.business);
  const name = opts.group?.trim();
  if (!name) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.upgrade.missingGroup");
  const interval = positive(opts.interval ?? ctx.io.env.PORTICO_POLL_MS, 3000, "--interval");
  const deadline = Date.now() + positive(opts.timeout, 900, "--timeout") * 1000;
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data: groups } = await client.GET("/v3/businesses/{businessId}/inode-groups", {
    params: { path: { businessId } },
  });
  const group = groups.find((g) => g.name === name);
  if (!group) throw new CliError(EXIT.API, "NOT_FOUND", "cli.inodes.upgrade.noGroup", { name, id: String(businessId) });

  if (opts.job) return upgradeJob(ctx, client, { businessId, group, interval });
  const total = group.inodes.length;
  const title = ctx.t("cli.inodes.upgrade.progress", { name });
  const tally = { success: 0, failed: 0 };
  const detail = () => ctx.t("cli.inodes.upgrade.counts", tally);
  const progress = startProgress(ctx, { title, done: 0, total, detail: detail() });
  const results = await mapPool(group.inodes, 8, async (cuid): Promise<UpgradeResult> => {
    const result: UpgradeResult = { cuid, nickname: "", state: "failed", fromVersion: "", toVersion: "", error: "" };
    const path = { params: { path: { cuid } } };
    try {
      await withRetry(() => client.POST("/v3/inodes/{cuid}/upgrade", { ...path, body: { kind: "jffs2" } })).catch(
        (err) => {
          // Already upgrading (an earlier run): wait for that upgrade instead.
          if (!(isPorticoError(err) && err.code === "INODE_UPGRADING")) throw err;
        },
      );
      for (;;) {
        const { data } = await withRetry(() => client.GET("/v3/inodes/{cuid}/upgrade", path));
        if (!data.isUpgrading && data.last) {
          Object.assign(result, {
            nickname: data.last.nickname ?? "",
            state: data.last.state === "success" ? "success" : "failed",
            fromVersion: data.last.fromVersion ?? "",
            toVersion: data.last.toVersion,
          });
          break;
        }
        if (Date.now() > deadline) {
          result.error = ctx.t("cli.inodes.upgrade.timedOut");
          break;
        }
        await wait(interval);
      }
    } catch (err) {
      const { code, message } = describeError(ctx, err);
      result.error = `${code}: ${message}`;
    }
    tally[result.state]++;
    progress.update({ title, done: tally.success + tally.failed, total, detail: detail() });
    if (ctx.mode === "text") ctx.io.stdout.write(`${line(ctx, result)}\n`);
    return result;
  });
  await progress.done();
  const summary = ctx.t("cli.inodes.upgrade.summary", { ...tally, total });
  await emit(ctx, {
    json: { businessId, groupId: group.id, total, ...tally, results },
    text: ctx.mode === "ink" ? [...results.map((r) => line(ctx, r)), summary].join("\n") : summary,
  });
  return tally.failed ? EXIT.API : EXIT.OK;
}

function line(ctx: CommandContext, r: UpgradeResult): string {
  const versions = r.toVersion ? `${r.fromVersion || "?"} → ${r.toVersion}` : "";
  const vars = { cuid: r.cuid, name: r.nickname, state: r.state, detail: r.error || versions };
  return ctx.t("cli.inodes.upgrade.row", vars).trimEnd();
}

/**
 * The job's Idempotency-Key: the business, the group and the UTC day, so rerunning the command the same day (after
 * it was stopped) follows the job already running instead of starting a second one.
 */
export function upgradeJobKey(businessId: number, groupId: number, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const digest = createHash("sha256").update(`${businessId}:${groupId}:jffs2:${day}`).digest("hex").slice(0, 24);
  return `portico-cli:upgrade-job:${businessId}:${digest}`;
}

/**
 * `portico inodes upgrade --job`: the group's upgrade as one `upgradeINodes` job on the server's queue (it goes on if
 * the CLI stops): follows the job and its devices (`listUpgradeJobDevices`) with the progress bar, then lists each
 * device's end; exit 4 when any failed or the job did not succeed.
 */
async function upgradeJob(
  ctx: CommandContext,
  client: PorticoClient,
  o: { businessId: number; group: { id: number; name: string }; interval: number },
): Promise<ExitCode> {
  const { businessId, group } = o;
  const header = { "Idempotency-Key": upgradeJobKey(businessId, group.id) };
  const { data: started } = await withRetry(() =>
    client.POST("/v3/businesses/{businessId}/jobs/inode-upgrades", {
      params: { path: { businessId }, header },
      body: { kind: "jffs2", groupId: group.id },
    }),
  );
  const title = ctx.t("cli.inodes.upgrade.progress", { name: group.name });
  const tally = { success: 0, failed: 0 };
  const detail = () => ctx.t("cli.inodes.upgrade.counts", tally);
  const progress = startProgress(ctx, { title, done: 0, total: started.progress.total, detail: detail() });
  let job: Job = started;
  const jobPath = { params: { path: { jobId: started.id } } };
  let devices: { cuid: string; nickname: string | null; state: string; errorCode: string | null }[] = [];
  for (;;) {
    job = (await withRetry(() => client.GET("/v3/jobs/{jobId}", jobPath))).data;
    const { data } = await withRetry(() => client.GET("/v3/jobs/{jobId}/upgrade-devices", jobPath));
    devices = data.devices;
    Object.assign(tally, { success: data.succeeded, failed: data.failed });
    progress.update({ title, done: job.progress.done, total: job.progress.total, detail: detail() });
    if (FINISHED_JOB_STATES.includes(job.state)) break;
    await wait(o.interval);
  }
  await progress.done();
  const results: UpgradeResult[] = devices.map((d) => ({
    cuid: d.cuid,
    nickname: d.nickname ?? "",
    state: d.state === "success" ? "success" : "failed",
    fromVersion: "",
    toVersion: "",
    error: d.state === "upgrading" ? ctx.t("cli.inodes.upgrade.timedOut") : (d.errorCode ?? ""),
  }));
  const ended =
    job.state === "succeeded"
      ? ""
      : `\n${ctx.t("cli.inodes.bind.jobEnded", { id: job.id, state: job.state, code: job.errorCode ?? "" })}`;
  const total = job.progress.total;
  const summary = ctx.t("cli.inodes.upgrade.summary", { ...tally, total }) + ended;
  await emit(ctx, {
    json: { businessId, groupId: group.id, jobId: job.id, state: job.state, total, ...tally, results },
    text: [...results.map((r) => line(ctx, r)), summary].join("\n"),
  });
  return tally.failed || job.state !== "succeeded" ? EXIT.API : EXIT.OK;
}
