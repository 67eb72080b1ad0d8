import { readFile, writeFile } from "node:fs/promises";
import { isPorticoError, type PorticoClient } from "@portico/sdk";
import { CliError, type CommandContext, describeError, EXIT, type ExitCode, emit } from "../../output";
import { authedClient } from "../authedClient";
import { BIND_COLUMNS, type BindRow, bindKey, checkBindRows } from "./bindRows";
import { csvRecords, formatCsv, parseCsv } from "./csv";
import { ensureGroups } from "./groups";
import { allINodes, businessIdOf } from "./listINodes";
import { startProgress } from "./progress";
import { mapPool, withRetry } from "./retry";

/** Flags of `portico inodes bind`. */
export interface BindFlags {
  profile?: string;
  business?: string;
  file?: string;
  concurrency?: string;
  dryRun?: boolean;
  results?: string;
}

/** What happened to one row: bound now, already bound to the business, failed, or valid in a dry run. */
export interface BindResult {
  line: number;
  ac: string;
  status: "bound" | "already" | "failed" | "dry-run";
  cuid: string;
  error: string;
}

/** Binds in flight at once unless `--concurrency` says otherwise. */
export const DEFAULT_CONCURRENCY = 8;

function concurrencyOf(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_CONCURRENCY;
  const n = /^\d{1,2}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(n >= 1 && n <= 64)) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.badConcurrency", { value: raw });
  return n;
}

async function readRows(file: string | undefined) {
  if (!file) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.missingFile");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.cannotRead", { file, reason: (err as Error).message });
  }
  const { headers, records } = csvRecords(parseCsv(text));
  if (!headers.includes("ac") || !headers.includes("modelId"))
    throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.missingColumns", { columns: BIND_COLUMNS.join(", ") });
  return records;
}

/** Sends one row's bind (retrying transient failures) and says what became of it. */
async function bindRow(
  ctx: CommandContext,
  client: PorticoClient,
  businessId: number,
  row: BindRow,
  groupId: number | undefined,
): Promise<Pick<BindResult, "status" | "cuid" | "error">> {
  const body = {
    ac: row.ac,
    modelId: row.modelId,
    ...(row.nickname !== undefined ? { nickname: row.nickname } : {}),
    ...(row.timeZone !== undefined ? { timeZone: row.timeZone } : {}),
    ...(groupId !== undefined ? { groupId } : {}),
  };
  try {
    const { data, response } = await withRetry(() =>
      client.POST("/v3/businesses/{businessId}/inodes", {
        params: { path: { businessId }, header: { "Idempotency-Key": bindKey(businessId, row.ac) } },
        body,
      }),
    );
    // A replay of this row's key: an earlier (maybe killed) run bound it.
    const replayed = response.headers.get("Idempotent-Replayed") === "true";
    return { status: replayed ? "already" : "bound", cuid: data.cuid, error: "" };
  } catch (err) {
    // Bound here without this key (the console, another file): the answer names the device's cuid.
    if (isPorticoError(err) && err.code === "INODE_ALREADY_BOUND" && err.userMessage)
      return { status: "already", cuid: err.userMessage, error: "" };
    if (isPorticoError(err) && (err.code === "INODE_ALREADY_BOUND" || err.code === "IDEMPOTENCY_KEY_REUSED")) {
      // The key was used by an earlier run with other columns: done only if the device is bound here.
      const [mine] = (await allINodes(client, businessId, { name: row.ac })).filter((n) => n.ac === row.ac);
      if (mine) return { status: "already", cuid: mine.cuid, error: "" };
    }
    const { code, message } = describeError(ctx, err);
    return { status: "failed", cuid: "", error: `${code}: ${message}` };
  }
}

/**
 * `portico inodes bind --business <id> --file <csv>`: binds every row once, resumably (deterministic
 * Idempotency-Keys: a rerun's replayed answers count as already bound, nothing is listed first); exit 0 when every
 * row is bound or already bound, 4 otherwise.
 */
export async function bindINodes(ctx: CommandContext, opts: BindFlags): Promise<ExitCode> {
  const businessId = businessIdOf(opts.business);
  const concurrency = concurrencyOf(opts.concurrency);
  const records = await readRows(opts.file);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data: models } = await withRetry(() => client.GET("/v3/inode-models"));
  const rows = checkBindRows(records, new Set(models.map((m) => m.id)));
  // Only a dry run lists the business's iNodes (to say which rows are bound already); a real run sends every row
  // and reads 'already' from the answer (a replayed Idempotency-Key, or INODE_ALREADY_BOUND with the cuid).
  const bound = opts.dryRun
    ? new Map((await allINodes(client, businessId)).map((n) => [n.ac ?? "", n.cuid]))
    : new Map<string, string>();
  const wanted = rows.filter((r) => !r.errors.length && r.group && !bound.has(r.ac)).map((r) => r.group as string);
  const groups = opts.dryRun
    ? new Map<string, number | Error>()
    : await ensureGroups(client, businessId, wanted, (name, id) => {
        if (ctx.mode === "text") ctx.io.stdout.write(`${ctx.t("cli.inodes.bind.groupCreated", { name, id })}\n`);
      });

  const counts = { bound: 0, already: 0, failed: 0, "dry-run": 0 };
  const detail = () =>
    ctx.t("cli.inodes.bind.counts", { bound: counts.bound, already: counts.already, failed: counts.failed });
  const title = ctx.t("cli.inodes.bind.progress", { file: opts.file ?? "" });
  const progress = startProgress(ctx, { title, done: 0, total: rows.length, detail: detail() });
  let done = 0;
  const results = await mapPool(rows, concurrency, async (row): Promise<BindResult> => {
    const group = row.group === undefined ? undefined : groups.get(row.group);
    let outcome: Pick<BindResult, "status" | "cuid" | "error">;
    if (row.errors.length) outcome = { status: "failed", cuid: "", error: row.errors.join("; ") };
    else if (bound.has(row.ac)) outcome = { status: "already", cuid: bound.get(row.ac) ?? "", error: "" };
    else if (opts.dryRun) outcome = { status: "dry-run", cuid: "", error: "" };
    else if (group instanceof Error) outcome = { status: "failed", cuid: "", error: describeError(ctx, group).message };
    else outcome = await bindRow(ctx, client, businessId, row, group);
    const result = { line: row.line, ac: row.ac, ...outcome };
    counts[result.status]++;
    done++;
    progress.update({ title, done, total: rows.length, detail: detail() });
    if (ctx.mode === "text") {
      const vars = { line: row.line, ac: row.ac, status: result.status, detail: result.cuid || result.error };
      ctx.io.stdout.write(`${ctx.t("cli.inodes.bind.row", vars).trimEnd()}\n`);
    }
    return result;
  });
  await progress.done();

  if (opts.results) {
    const cells = results.map((r) => [r.ac, r.status, r.cuid, r.error]);
    await writeFile(opts.results, formatCsv([["ac", "status", "cuid", "error"], ...cells]), "utf8");
  }
  const summary = opts.dryRun
    ? ctx.t("cli.inodes.bind.drySummary", {
        valid: rows.length - counts.failed,
        failed: counts.failed,
        total: rows.length,
      })
    : ctx.t("cli.inodes.bind.summary", { ...counts, total: rows.length });
  const failures = results.filter((r) => r.status === "failed").map((r) => `  ${r.line} ${r.ac}: ${r.error}`);
  await emit(ctx, {
    json: { businessId, dryRun: Boolean(opts.dryRun), total: rows.length, ...counts, results },
    // The plain log already named each failure; the terminal view lists them under the bar.
    text: ctx.mode === "ink" ? [summary, ...failures].join("\n") : summary,
  });
  return counts.failed ? EXIT.API : EXIT.OK;
}
