import { randomBytes } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { UiLocale } from "@portico/sdk/rules";
import { zoneOffsetMs } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";
import type { JobType } from "../../jobs/jobTypes";
import { DEFAULT_TIME_ZONE, findBusiness } from "../business/businesses";
import { EXPORT_URL_TTL, exportSigningKey, signedExportPath } from "./exportSigning";
import type { ExportQuery } from "./exportSource";
import type { AnyExportSource } from "./exportSources";
import { writeExport } from "./exportWriter";

/** The job type's name (`jobs.type`). */
export const EXPORT_JOB = "export";
/** The i18n key of the job's progress message. */
export const EXPORT_JOB_MESSAGE = "jobs.export.writing";

/** Input of the `export` job: the checked request (the contract's ExportRequest with its defaults filled). */
export interface ExportJobInput {
  kind: string;
  format: "xlsx" | "csv";
  from: string;
  to: string;
  params: Record<string, unknown>;
  lang: UiLocale;
}

/** The contract's ExportJobOutput. */
export interface ExportJobOutput {
  exportId: string;
  kind: string;
  format: "xlsx" | "csv";
  fileName: string;
  rows: number;
  sheets: number;
  expiresTs: number;
  downloadPath: string;
  downloadUrl: string;
}

/** What the export job and routes share: where files go, the sources, and the sheet size. */
export interface ExportSettings {
  /** The folder of the files. */
  dir: string;
  source(kind: string): AnyExportSource | undefined;
  /** Rows a sheet holds, header included. */
  sheetRowLimit: number;
}

/**
 * The file's name: the source's title and a timestamp in the business's time zone (characters a file system
 * refuses replaced).
 * @example exportFileName("iNode visitors", 1795000000, "Asia/Taipei", "xlsx") // "iNode visitors-20261118-190640.xlsx"
 */
export function exportFileName(title: string, nowTs: number, timeZone: string, format: string): string {
  const safe = title.replace(/[\\/:*?"<>|\r\n]+/g, "_").trim() || "export";
  const ms = nowTs * 1000;
  const wall = new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
  return `${safe}-${wall.slice(0, 10).replaceAll("-", "")}-${wall.slice(11, 19).replaceAll(":", "")}.${format}`;
}

/**
 * The `export` job: streams the source's rows into a file (written under a temporary name and renamed when
 * complete, so a half-written file is never served), records it in `exports` (one row per job: a retried run
 * rewrites the same file and row, which makes the job idempotent) and answers the signed URL. Progress after
 * every 5000 rows, which is also where a cancel or a server stop ends the run.
 */
export function exportJob(ctx: ServerContext, settings: ExportSettings): JobType<ExportJobInput, ExportJobOutput> {
  return {
    type: EXPORT_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 3600,
    run: async (job) => {
      const input = job.input;
      const source = settings.source(input.kind);
      if (!source) throw Object.assign(new Error(`unknown export kind ${input.kind}`), { code: "VALIDATION_FAILED" });
      const business = await findBusiness(ctx.db, job.businessId);
      const timeZone = business?.time_zone || DEFAULT_TIME_ZONE;
      const nowTs = Math.floor(ctx.now() / 1000);
      const [known] = await ctx.db.query<{ id: string }>("select id from exports where job_id = $1", [job.jobId]);
      const exportId = known?.id ?? `x_${randomBytes(16).toString("hex")}`;
      const storageKey = `${job.businessId}/${exportId}.${input.format}`;
      const file = join(settings.dir, storageKey);
      const partial = `${file}.part`;
      await mkdir(dirname(file), { recursive: true });
      const query: ExportQuery<unknown> = {
        ctx,
        businessId: job.businessId,
        range: { from: input.from, to: input.to, timeZone },
        params: source.parseParams(input.params ?? {}),
        lang: input.lang,
      };
      const total = source.count ? await source.count(query) : 0;
      await job.progress(0, total, EXPORT_JOB_MESSAGE);
      let written: { rows: number; sheets: number };
      try {
        written = await writeExport({
          format: input.format,
          file: partial,
          columns: source.columns(query.params),
          rows: source.rows(query),
          lang: input.lang,
          sheetTitle: source.title[input.lang] ?? source.title.en,
          timeZone,
          sheetRowLimit: settings.sheetRowLimit,
          onProgress: (rows) => job.progress(rows, Math.max(total, rows), EXPORT_JOB_MESSAGE),
        });
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      await rename(partial, file);
      const fileName = exportFileName(source.title[input.lang] ?? source.title.en, nowTs, timeZone, input.format);
      const expiresTs = nowTs + EXPORT_URL_TTL;
      await ctx.db.query(
        `insert into exports (id, business_id, job_id, kind, format, file_name, storage_key, rows, sheets, created_ts, expires_ts)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (job_id) do update set file_name = excluded.file_name, rows = excluded.rows,
           sheets = excluded.sheets, created_ts = excluded.created_ts, expires_ts = excluded.expires_ts`,
        [
          exportId,
          job.businessId,
          job.jobId,
          input.kind,
          input.format,
          fileName,
          storageKey,
          written.rows,
          written.sheets,
          nowTs,
          expiresTs,
        ],
      );
      await job.progress(written.rows, Math.max(total, written.rows), EXPORT_JOB_MESSAGE);
      const downloadPath = signedExportPath(await exportSigningKey(ctx.db, nowTs), exportId, expiresTs);
      return {
        exportId,
        kind: input.kind,
        format: input.format,
        fileName,
        rows: written.rows,
        sheets: written.sheets,
        expiresTs,
        downloadPath,
        downloadUrl: `${ctx.publicUrl()}${downloadPath}`,
      };
    },
  };
}
