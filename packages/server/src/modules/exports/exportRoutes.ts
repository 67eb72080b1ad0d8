import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dayKey, type UiLocale } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import type { PeriodicJob } from "../../jobs/jobTypes";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import { DEFAULT_TIME_ZONE, findBusiness } from "../business/businesses";
import { daysInRange, isDay, SHEET_ROW_LIMIT } from "./exportCells";
import { EXPORT_JOB, type ExportJobInput, type ExportSettings, exportJob } from "./exportJob";
import { checkExportSignature, exportSigningKey } from "./exportSigning";
import { type AnyExportSource, exportSource } from "./exportSources";

/** Options of the export service (`createPorticoServer({ exports })`). */
export interface ExportOptions {
  /** The files' folder; default PORTICO_EXPORTS_DIR, else `exports` in the PGlite data directory, else a temporary one. */
  dir?: string;
  /** Rows a sheet holds, header included (tests lower it to prove the roll-over). @default 1,048,576 */
  sheetRowLimit?: number;
  /** Sources besides `EXPORT_SOURCES` (tests and benchmarks); the same kind here wins. */
  sources?: AnyExportSource[];
}

const CONTENT_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
} as const;

const invalid = (field: string, problem: string) =>
  new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: `${field} ${problem}`,
    fields: { [field]: problem },
  });

/**
 * A request without `from` and `to` for a source that exports whole history gets the business's first day to
 * today (in its time zone); any other request is left as it is.
 */
async function wholeHistoryRange<B extends { kind: string; from?: string; to?: string }>(
  ctx: ServerContext,
  settings: Pick<ExportSettings, "source">,
  businessId: number,
  body: B,
): Promise<B> {
  if (body.from !== undefined || body.to !== undefined || !settings.source(body.kind)?.wholeHistory) return body;
  const [business] = await ctx.db.query<{ time_zone: string; created_ts: number }>(
    "select time_zone, created_ts from businesses where id = $1",
    [businessId],
  );
  const timeZone = business?.time_zone ?? DEFAULT_TIME_ZONE;
  const today = dayKey(new Date(ctx.now()), timeZone);
  const first = business ? dayKey(new Date(Number(business.created_ts) * 1000), timeZone) : today;
  // A clock set back (tests) may put today before the first day: the range is then just today.
  return { ...body, from: [first, today].sort()[0]!, to: today };
}

/** Checks an export request before anything is queued; resolves to the job's input. */
export function checkExportRequest(
  settings: Pick<ExportSettings, "source">,
  body: {
    kind: string;
    format: "xlsx" | "csv";
    from?: string;
    to?: string;
    params?: Record<string, unknown>;
    lang?: UiLocale;
  },
): ExportJobInput {
  const source = settings.source(body.kind);
  if (!source) throw invalid("kind", "is not an export this server offers");
  if (body.from === undefined) throw invalid("from", "is required");
  if (body.to === undefined) throw invalid("to", "is required");
  if (!isDay(body.from)) throw invalid("from", "is not a day (YYYY-MM-DD)");
  if (!isDay(body.to)) throw invalid("to", "is not a day (YYYY-MM-DD)");
  if (body.to < body.from) throw invalid("to", "is before from");
  const days = daysInRange(body.from, body.to);
  if (source.maxRangeDays !== undefined && days > source.maxRangeDays) {
    throw new HttpError(400, "EXPORT_RANGE_TOO_LONG", `The range may cover at most ${source.maxRangeDays} days`, {
      userMessage: `${days} days asked`,
      fieldProblems: { to: { key: "error.EXPORT_RANGE_TOO_LONG", values: { days: source.maxRangeDays } } },
    });
  }
  const params = body.params ?? {};
  source.parseParams(params); // throws 400 for bad params
  return { kind: body.kind, format: body.format, from: body.from, to: body.to, params, lang: body.lang ?? "en" };
}

/** Removes the files past their expiry and their rows; resolves to how many went. */
export async function removeExpiredExports(ctx: ServerContext, dir: string): Promise<number> {
  const nowTs = Math.floor(ctx.now() / 1000);
  const rows = await ctx.db.query<{ id: string; storage_key: string }>(
    "select id, storage_key from exports where expires_ts < $1 order by expires_ts limit 1000",
    [nowTs],
  );
  for (const r of rows) {
    await rm(join(dir, r.storage_key), { force: true });
    await ctx.db.query("delete from exports where id = $1", [r.id]);
  }
  return rows.length;
}

/** The periodic cleanup job: every hour, expired export files go. */
export function exportCleanup(ctx: ServerContext, dir: string): PeriodicJob {
  return { name: "exportCleanup", cron: "23 * * * *", run: async () => void (await removeExpiredExports(ctx, dir)) };
}

/**
 * Registers the export service: POST /v3/businesses/{businessId}/exports (checks, then queues the `export` job),
 * GET /v3/exports/{exportId} (the signed download), the job type and its hourly cleanup. Resolves to a `close`
 * that removes a temporary folder.
 * @example const exports = registerExportRoutes(app, ctx, { dataDir });
 */
export function registerExportRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: ExportOptions & { dataDir?: string } = {},
): { settings: ExportSettings; close(): void } {
  const configured =
    opts.dir ?? process.env.PORTICO_EXPORTS_DIR ?? (opts.dataDir ? join(resolve(opts.dataDir), "exports") : undefined);
  const dir = configured ? resolve(configured) : mkdtempSync(join(tmpdir(), "portico-exports-"));
  const extra = new Map((opts.sources ?? []).map((s) => [s.kind, s]));
  const settings: ExportSettings = {
    dir,
    source: (kind) => extra.get(kind) ?? exportSource(kind),
    sheetRowLimit: opts.sheetRowLimit ?? SHEET_ROW_LIMIT,
  };
  ctx.jobs.define(exportJob(ctx, settings));
  ctx.jobs.every(exportCleanup(ctx, dir));

  // An export only reads: the `get` verb is enough (a read-only sub-account may export).
  operationRoute(app, "startExport", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const input = checkExportRequest(settings, await wholeHistoryRange(ctx, settings, businessId, req.body));
      const source = settings.source(input.kind)!;
      if (source.validate) {
        const timeZone = (await findBusiness(ctx.db, businessId))?.time_zone ?? DEFAULT_TIME_ZONE;
        await source.validate({
          ctx,
          businessId,
          range: { from: input.from, to: input.to, timeZone },
          params: source.parseParams(input.params),
          lang: input.lang,
        });
      }
      const key = req.headers["idempotency-key"];
      const { job } = await ctx.jobs.enqueue(
        businessOf(req).businessId,
        EXPORT_JOB,
        { ...input },
        {
          ...(typeof key === "string" ? { idempotencyKey: key } : {}),
        },
      );
      return reply.status(202).send(job);
    },
  });

  operationRoute(app, "downloadExport", {
    handler: async (req, reply) => {
      const nowTs = Math.floor(ctx.now() / 1000);
      const { exportId } = req.params;
      const check = checkExportSignature(
        await exportSigningKey(ctx.db, nowTs),
        exportId,
        req.query.expires,
        req.query.sig,
        nowTs,
      );
      if (check === "invalid") throw new HttpError(403, "EXPORT_URL_INVALID", "The download URL's signature is wrong");
      if (check === "expired") throw new HttpError(410, "EXPORT_URL_EXPIRED", "The download URL has expired");
      const [row] = await ctx.db.query<{ storage_key: string; file_name: string; format: "xlsx" | "csv" }>(
        "select storage_key, file_name, format from exports where id = $1",
        [exportId],
      );
      const file = row ? join(dir, row.storage_key) : undefined;
      const size = file
        ? await stat(file).then(
            (s) => s.size,
            () => null,
          )
        : null;
      if (!row || !file || size === null) throw new HttpError(404, "NOT_FOUND", "Not found");
      const ascii = row.file_name.replace(/[^\x20-\x7e]|["\\]/g, "_");
      return reply
        .header("content-type", CONTENT_TYPES[row.format])
        .header("content-length", size)
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
        )
        .send(createReadStream(file));
    },
  });

  return {
    settings,
    close: () => {
      if (!configured) rmSync(dir, { recursive: true, force: true });
    },
  };
}
