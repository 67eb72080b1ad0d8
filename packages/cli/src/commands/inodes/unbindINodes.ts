import { isPorticoError } from "@portico/sdk";
import { CliError, type CommandContext, describeError, EXIT, type ExitCode, emit } from "../../output";
import { authedClient } from "../authedClient";
import { confirmOrYes } from "../confirm";
import { notFoundError } from "../notFound";
import { concurrencyOf } from "./bindINodes";
import { readCsvFile } from "./csv";
import { allINodes, businessIdOf } from "./listINodes";
import { startProgress } from "./progress";
import { mapPool, withRetry } from "./retry";

/** Flags of `portico inodes unbind`. */
export interface UnbindFlags {
  profile?: string;
  business?: string;
  cuid?: string;
  file?: string;
  yes?: boolean;
  concurrency?: string;
}

/** What happened to one cuid: unbound now, or failed (not an iNode of the business, or refused). */
export interface UnbindResult {
  cuid: string;
  name: string;
  status: "unbound" | "failed";
  error: string;
}

/**
 * The cuids of a file: the `cuid` column when the first line names one (a `bind --results` or `inodes export`
 * file), else the first cell of every line (a plain list). Repeats are dropped.
 */
export async function cuidsOfFile(file: string): Promise<string[]> {
  const rows = await readCsvFile(file);
  const column = rows[0]?.findIndex((h) => h.trim().toLowerCase() === "cuid") ?? -1;
  const cells = column >= 0 ? rows.slice(1).map((r) => r[column] ?? "") : rows.map((r) => r[0] ?? "");
  return [...new Set(cells.map((c) => c.trim()).filter(Boolean))];
}

/**
 * `portico inodes unbind --business <id> --cuid <cuid> | --file <cuids.csv> [--yes]`: removes iNodes from the
 * business (`unbindINode`) after the specification's confirmation. Only iNodes of that business are sent; any
 * other cuid fails as not found. Exit 0 when every iNode was unbound, 4 when any failed.
 */
export async function unbindINodes(ctx: CommandContext, opts: UnbindFlags): Promise<ExitCode> {
  const businessId = businessIdOf(opts.business);
  if (Boolean(opts.cuid) === Boolean(opts.file)) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.unbind.target");
  const concurrency = concurrencyOf(opts.concurrency);
  const cuids = opts.cuid ? [opts.cuid.trim()] : await cuidsOfFile(opts.file as string);
  if (!cuids.length) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.unbind.empty", { file: opts.file ?? "" });
  const { client } = authedClient(ctx.io.env, opts.profile);
  const mine = new Map((await allINodes(client, businessId)).map((n) => [n.cuid, n]));
  // One cuid that is not the business's: nothing to ask about.
  if (opts.cuid && !mine.has(cuids[0] as string)) throw notFoundError("inode", cuids[0] as string);

  const nameOf = (cuid: string) => mine.get(cuid)?.nickname || cuid;
  const question = opts.cuid
    ? ctx.t("cli.inodes.unbind.confirmOne", { name: nameOf(cuids[0] as string), cuid: cuids[0] as string })
    : ctx.t("cli.inodes.unbind.confirmMany", { count: cuids.length, id: businessId });
  await confirmOrYes(ctx, opts.yes, question);

  const counts = { unbound: 0, failed: 0 };
  const title = ctx.t("cli.inodes.unbind.progress", { file: opts.file ?? cuids[0] ?? "" });
  const detail = () => ctx.t("cli.inodes.unbind.counts", counts);
  const progress = startProgress(ctx, { title, done: 0, total: cuids.length, detail: detail() });
  let done = 0;
  const results = await mapPool(cuids, concurrency, async (cuid): Promise<UnbindResult> => {
    let result: UnbindResult = { cuid, name: nameOf(cuid), status: "unbound", error: "" };
    if (!mine.has(cuid)) result = { ...result, status: "failed", error: ctx.t("cli.notFound.inode", { id: cuid }) };
    else {
      try {
        await withRetry(() => client.DELETE("/v3/inodes/{cuid}", { params: { path: { cuid } } }));
      } catch (err) {
        const named = isPorticoError(err) && err.status === 404 ? notFoundError("inode", cuid) : err;
        result = { ...result, status: "failed", error: describeError(ctx, named).message };
      }
    }
    counts[result.status]++;
    done++;
    if (ctx.mode === "text") ctx.io.stdout.write(`${ctx.t("cli.inodes.unbind.row", { ...result })}\n`);
    progress.update({ title, done, total: cuids.length, detail: detail() });
    return result;
  });
  await progress.done();

  const summary = ctx.t("cli.inodes.unbind.summary", { ...counts, total: cuids.length });
  const failures = results.filter((r) => r.status === "failed").map((r) => `  ${r.cuid}: ${r.error}`);
  await emit(ctx, {
    json: { businessId, total: cuids.length, ...counts, results },
    // The plain log already named each iNode; the terminal view lists the failures under the bar.
    text: ctx.mode === "ink" ? [summary, ...failures].join("\n") : summary,
  });
  return counts.failed ? EXIT.API : EXIT.OK;
}
