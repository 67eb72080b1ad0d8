import { createWriteStream } from "node:fs";
import { extname } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { components } from "@portico/sdk";
import { waitForJob } from "@portico/sdk/jobs";
import { createElement } from "react";
import { detectLocale } from "../i18n";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { MessageView } from "../views/MessageView";
import { authedClient } from "./authedClient";
import { businessIdOf } from "./inodes/listINodes";
import { startProgress } from "./inodes/progress";

type ExportOutput = components["schemas"]["ExportJobOutput"];

/** Flags of `portico export`. */
export interface ExportFlags {
  profile?: string;
  business?: string;
  from?: string;
  to?: string;
  out?: string;
  param?: string[];
}

/**
 * `--param k=v` pairs as the source's params object (a value that is a plain number becomes a number).
 * @example parseParams(["cuid=c0ffee0000000001"]) // { cuid: "c0ffee0000000001" }
 */
export function parseParams(pairs: readonly string[] = []): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const pair of pairs) {
    const i = pair.indexOf("=");
    if (i < 1) throw new CliError(EXIT.USAGE, "USAGE", "cli.export.badParam", { value: pair });
    const value = pair.slice(i + 1);
    params[pair.slice(0, i)] = /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  }
  return params;
}

/**
 * `portico export <kind> --business <id> --from YYYY-MM-DD --to YYYY-MM-DD --out <file.xlsx|file.csv>`: queues the
 * server's export job (days in the business's time zone), follows it with a progress bar and downloads the signed
 * file. A range the server refuses (longer than the source allows) ends with its message, exit 4.
 */
export async function exportData(ctx: CommandContext, opts: ExportFlags, kind: string) {
  const businessId = businessIdOf(opts.business);
  const out = opts.out ?? "";
  const format = extname(out).toLowerCase().slice(1);
  if (format !== "csv" && format !== "xlsx") throw new CliError(EXIT.USAGE, "USAGE", "cli.export.badOut");
  for (const [flag, day] of [
    ["--from", opts.from],
    ["--to", opts.to],
  ] as const) {
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      throw new CliError(EXIT.USAGE, "USAGE", "cli.export.badDay", { flag, value: day ?? "" });
    }
  }
  const params = parseParams(opts.param);
  const { client, session } = authedClient(ctx.io.env, opts.profile);
  const { data: started } = await client.POST("/v3/businesses/{businessId}/exports", {
    params: { path: { businessId } },
    body: { kind, format, from: opts.from!, to: opts.to!, params, lang: detectLocale(ctx.io.env) },
  });
  const title = ctx.t("cli.export.progress", { kind, file: out });
  const progress = startProgress(ctx, { title, done: 0, total: 0, detail: ctx.t("cli.export.queued") });
  let job: typeof started;
  try {
    job = await waitForJob(client, started.id, {
      intervalMs: 500,
      onProgress: (j) =>
        progress.update({
          title,
          done: j.progress.done,
          total: Math.max(j.progress.total, j.progress.done),
          detail: ctx.t("cli.export.rows", { rows: j.progress.done }),
        }),
    });
  } finally {
    await progress.done();
  }
  if (job.state !== "succeeded") {
    throw new CliError(EXIT.API, job.errorCode ?? "JOB_FAILED", "cli.export.failed", {
      id: String(job.id),
      state: job.state,
      code: job.errorCode ?? "",
    });
  }
  const output = job.output as unknown as ExportOutput;
  const res = await fetch(`${session.apiUrl.replace(/\/+$/, "")}${output.downloadPath}`);
  if (!res.ok || !res.body) {
    throw new CliError(EXIT.API, "DOWNLOAD_FAILED", "cli.export.downloadFailed", { status: String(res.status) });
  }
  await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createWriteStream(out));
  const text = ctx.t("cli.export.done", { rows: output.rows, sheets: output.sheets, file: out });
  await emit(ctx, {
    json: { businessId, jobId: job.id, file: out, ...output },
    text,
    view: () => createElement(MessageView, { text }),
  });
}
