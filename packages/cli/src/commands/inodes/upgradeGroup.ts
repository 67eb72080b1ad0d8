import { isPorticoError } from "@portico/sdk";
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
