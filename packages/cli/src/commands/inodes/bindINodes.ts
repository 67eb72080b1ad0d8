import { writeFile } from "node:fs/promises";
import { isPorticoError, type PorticoClient } from "@portico/sdk";
import { CliError, type CommandContext, describeError, EXIT, type ExitCode, emit } from "../../output";
import { authedClient } from "../authedClient";
import { alreadyBound, batchSupported, bindBody, bindChunk, MAX_BATCH, type RowOutcome } from "./bindBatch";
import { bindJob, MAX_JOB_ROWS } from "./bindJob";
import { BIND_COLUMNS, type BindRow, bindKey, checkBindRows } from "./bindRows";
import { csvRecords, formatCsv, readCsvFile } from "./csv";
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
  batch?: string;
  dryRun?: boolean;
  results?: string;
  job?: boolean;
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

/** `--concurrency <n>`: 1 to 64, default {@link DEFAULT_CONCURRENCY}. */
export function concurrencyOf(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_CONCURRENCY;
  const n = /^\d{1,2}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(n >= 1 && n <= 64)) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.badConcurrency", { value: raw });
  return n;
}

// `--batch <n>`: rows a request, 1 to 50; 0 = one bindINode request a row. Unset: 50 when the server can.
function batchOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = /^\d{1,2}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(n >= 0 && n <= MAX_BATCH)) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.badBatch", { value: raw });
  return n;
}

async function readRows(file: string | undefined) {
  if (!file) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.missingFile");
  const { headers, records } = csvRecords(await readCsvFile(file));
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
): Promise<RowOutcome> {
  try {
    const { data, response } = await withRetry(() =>
      client.POST("/v3/businesses/{businessId}/inodes", {
        params: { path: { businessId }, header: { "Idempotency-Key": bindKey(businessId, row.ac) } },
        body: bindBody(row, groupId),
      }),
    );
    // A replay of this row's key: an earlier (maybe killed) run bound it.
    const replayed = response.headers.get("Idempotent-Replayed") === "true";
    return { status: replayed ? "already" : "bound", cuid: data.cuid, error: "" };
  } catch (err) {
    const known = isPorticoError(err) ? await alreadyBound(client, businessId, row.ac, err) : null;
    if (known) return known;
    const { code, message } = describeError(ctx, err);
    return { status: "failed", cuid: "", error: `${code}: ${message}` };
  }
}

/** Rows a request carries: `--batch`, else 50 when the server has the batch bind, else 0 (one request a row). */
async function sendMode(
  ctx: CommandContext,
  client: PorticoClient,
  businessId: number,
  asked: number | undefined,
  job: boolean | undefined,
) {
  if (job) {
    const line = ctx.t("cli.inodes.bind.jobMode", { rows: MAX_JOB_ROWS });
    if (ctx.mode === "text") ctx.io.stdout.write(`${line}\n`);
    return { batch: 0, line };
  }
  const supported = asked === 0 ? false : await batchSupported(client, businessId);
  const batch = supported ? (asked ?? MAX_BATCH) : 0;
  const key = supported
    ? "cli.inodes.bind.batchMode"
    : asked === 0
      ? "cli.inodes.bind.singleMode"
      : "cli.inodes.bind.noBatchServer";
  const line = ctx.t(key, { batch });
  if (ctx.mode === "text") ctx.io.stdout.write(`${line}\n`);
  return { batch, line };
}

/**
 * `portico inodes bind --business <id> --file <csv>`: binds every row once, resumably (deterministic
 * Idempotency-Keys: a rerun's replayed answers count as already bound, nothing is listed first), 50 rows a request
 * when the server has the batch bind (`--batch`), `--concurrency` requests in flight; exit 0 when every row is
 * bound or already bound, 4 otherwise.
 */
export async function bindINodes(ctx: CommandContext, opts: BindFlags): Promise<ExitCode> {
  const businessId = businessIdOf(opts.business);
  const concurrency = concurrencyOf(opts.concurrency);
  const asked = batchOf(opts.batch);
  if (opts.job && asked !== undefined) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.jobAndBatch");
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
  // The terminal view says the mode under the bar with the summary; the plain log says it first.
  const { batch, line: modeLine } = opts.dryRun
    ? { batch: 0, line: "" }
    : await sendMode(ctx, client, businessId, asked, opts.job);
  let done = 0;
  const settle = (row: BindRow, outcome: RowOutcome | Pick<BindResult, "status" | "cuid" | "error">): BindResult => {
    const result = { line: row.line, ac: row.ac, ...outcome };
    counts[result.status]++;
    done++;
    if (ctx.mode === "text") {
      const vars = { line: row.line, ac: row.ac, status: result.status, detail: result.cuid || result.error };
      ctx.io.stdout.write(`${ctx.t("cli.inodes.bind.row", vars).trimEnd()}\n`);
    }
    return result;
  };
  // A row answered without a request (invalid, bound already in a dry run, its group failed), or null: send it.
  const local = (row: BindRow): Pick<BindResult, "status" | "cuid" | "error"> | null => {
    const group = row.group === undefined ? undefined : groups.get(row.group);
    if (row.errors.length) return { status: "failed", cuid: "", error: row.errors.join("; ") };
    if (bound.has(row.ac)) return { status: "already", cuid: bound.get(row.ac) ?? "", error: "" };
    if (opts.dryRun) return { status: "dry-run", cuid: "", error: "" };
    if (group instanceof Error) return { status: "failed", cuid: "", error: describeError(ctx, group).message };
    return null;
  };
  const groupIdOf = (row: BindRow) => (row.group === undefined ? undefined : (groups.get(row.group) as number));
  const results: BindResult[] = new Array(rows.length);
  const toSend: number[] = [];
  rows.forEach((row, i) => {
    const outcome = local(row);
    if (outcome) results[i] = settle(row, outcome);
    else toSend.push(i);
  });
  const tick = () => progress.update({ title, done, total: rows.length, detail: detail() });
  tick();
  const jobs: number[] = [];
  if (opts.job && !opts.dryRun) {
    const intervalMs = Number(ctx.io.env.PORTICO_POLL_MS) || 1000;
    // One job after the other: each runs on the server's queue, so a stopped CLI leaves them going.
    for (let c = 0; c < toSend.length; c += MAX_JOB_ROWS) {
      const chunk = toSend.slice(c, c + MAX_JOB_ROWS);
      const before = done;
      const sent = chunk.map((i) => ({ row: rows[i] as BindRow, groupId: groupIdOf(rows[i] as BindRow) }));
      const { outcomes } = await bindJob(ctx, client, businessId, sent, {
        intervalMs,
        onStart: (job) => {
          jobs.push(job.id);
          if (ctx.mode === "text")
            ctx.io.stdout.write(`${ctx.t("cli.inodes.bind.jobStarted", { id: job.id, count: chunk.length })}\n`);
        },
        onDone: (n) => progress.update({ title, done: before + n, total: rows.length, detail: detail() }),
      });
      chunk.forEach((i, k) => {
        results[i] = settle(rows[i] as BindRow, outcomes[k] as RowOutcome);
      });
      tick();
    }
  } else if (batch > 0) {
    const chunks = Array.from({ length: Math.ceil(toSend.length / batch) }, (_, c) =>
      toSend.slice(c * batch, (c + 1) * batch),
    );
    await mapPool(chunks, concurrency, async (chunk) => {
      const sent = chunk.map((i) => ({ row: rows[i] as BindRow, groupId: groupIdOf(rows[i] as BindRow) }));
      const outcomes = await bindChunk(ctx, client, businessId, sent);
      chunk.forEach((i, k) => {
        results[i] = settle(rows[i] as BindRow, outcomes[k] as RowOutcome);
      });
      tick();
    });
  } else {
    await mapPool(toSend, concurrency, async (i) => {
      const row = rows[i] as BindRow;
      results[i] = settle(row, await bindRow(ctx, client, businessId, row, groupIdOf(row)));
      tick();
    });
  }
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
    json: { businessId, dryRun: Boolean(opts.dryRun), batch, jobs, total: rows.length, ...counts, results },
    // The plain log already named each failure; the terminal view lists them under the bar.
    text: ctx.mode === "ink" ? [modeLine, summary, ...failures].filter(Boolean).join("\n") : summary,
  });
  return counts.failed ? EXIT.API : EXIT.OK;
}
