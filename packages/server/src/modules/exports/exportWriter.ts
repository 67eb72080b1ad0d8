import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import type { UiLocale } from "@portico/sdk/rules";
import ExcelJS from "exceljs";
import { SHEET_ROW_LIMIT, sanitizeCell, wallClock, wallClockText } from "./exportCells";
import type { ExportColumn } from "./exportSource";

/** What {@link writeExport} writes. */
export interface WriteExportOptions {
  format: "xlsx" | "csv";
  /** The file to (over)write. */
  file: string;
  columns: ExportColumn[];
  rows: AsyncIterable<unknown[]>;
  lang: UiLocale;
  /** Names the sheets (`Title`, `Title (2)` ...). */
  sheetTitle: string;
  /** The business's time zone: date cells show its wall clock. */
  timeZone: string;
  /** Rows a sheet holds, header included (tests lower it). @default 1,048,576 */
  sheetRowLimit?: number;
  /** Called after every `progressEvery` rows with the rows written so far (the job's progress and cancel point). */
  onProgress?(rows: number): Promise<void>;
  /** @default 5000 */
  progressEvery?: number;
}

/** What {@link writeExport} wrote. */
export interface WrittenExport {
  rows: number;
  sheets: number;
}

// A sheet name: 31 characters at most, none of \ / ? * [ ] :
const sheetName = (title: string, n: number) => {
  const base = title.replace(/[\\/?*[\]:]/g, " ").trim() || "Sheet";
  const suffix = n > 1 ? ` (${n})` : "";
  return base.slice(0, 31 - suffix.length) + suffix;
};

/**
 * Streams rows into an xlsx (exceljs' streaming WorkbookWriter: each row is committed and leaves memory) or a
 * csv (UTF-8 with a BOM so that spreadsheets read it as UTF-8), with translated headers, dates as the business's
 * wall clock and every text cell formula-safe; a new sheet starts when one reaches `sheetRowLimit` rows.
 * @example await writeExport({ format: "xlsx", file, columns, rows: source.rows(q), lang: "en", sheetTitle, timeZone })
 */
export async function writeExport(o: WriteExportOptions): Promise<WrittenExport> {
  const toWall = wallClock(o.timeZone);
  const dateCols = o.columns.map((c) => c.type === "date");
  const headers = o.columns.map((c) => String(sanitizeCell(c.header[o.lang] ?? c.header.en)));
  const every = o.progressEvery ?? 5000;
  const cell = (v: unknown, i: number): unknown => {
    if (v === null || v === undefined) return null;
    if (dateCols[i] && (typeof v === "number" || v instanceof Date)) return toWall(v);
    return sanitizeCell(typeof v === "bigint" ? Number(v) : v);
  };
  return o.format === "xlsx" ? writeXlsx(o, headers, cell, every) : writeCsv(o, headers, cell, every);
}

async function writeXlsx(
  o: WriteExportOptions,
  headers: string[],
  cell: (v: unknown, i: number) => unknown,
  every: number,
): Promise<WrittenExport> {
  const limit = Math.max(2, o.sheetRowLimit ?? SHEET_ROW_LIMIT);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: o.file, useStyles: true, useSharedStrings: false });
  let sheets = 0;
  let ws: ExcelJS.Worksheet | undefined;
  let inSheet = 0;
  const newSheet = () => {
    ws?.commit();
    sheets += 1;
    ws = wb.addWorksheet(sheetName(o.sheetTitle, sheets), { views: [{ state: "frozen", ySplit: 1 }] });
    ws.columns = o.columns.map((c, i) => ({
      key: c.key,
      width: c.type === "date" ? 20 : Math.min(40, Math.max(12, headers[i]!.length + 2)),
      ...(c.type === "date" ? { style: { numFmt: "yyyy-mm-dd hh:mm:ss" } } : {}),
    }));
    const header = ws.addRow(headers);
    header.font = { bold: true };
    header.commit();
    inSheet = 1;
  };
  newSheet();
  let rows = 0;
  for await (const row of o.rows) {
    if (inSheet >= limit) newSheet();
    ws!.addRow(row.map(cell)).commit();
    inSheet += 1;
    rows += 1;
    if (o.onProgress && rows % every === 0) await o.onProgress(rows);
  }
  ws!.commit();
  await wb.commit();
  return { rows, sheets };
}

const csvField = (v: unknown): string => {
  if (v === null || v === undefined) return "";
  const s = v instanceof Date ? wallClockText(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

async function writeCsv(
  o: WriteExportOptions,
  headers: string[],
  cell: (v: unknown, i: number) => unknown,
  every: number,
): Promise<WrittenExport> {
  const out: WriteStream = createWriteStream(o.file);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, "drain");
  };
  let rows = 0;
  try {
    await write(`\uFEFF${headers.map(csvField).join(",")}\r\n`);
    for await (const row of o.rows) {
      await write(`${row.map((v, i) => csvField(cell(v, i))).join(",")}\r\n`);
      rows += 1;
      if (o.onProgress && rows % every === 0) await o.onProgress(rows);
    }
  } finally {
    out.end();
    await once(out, "close");
  }
  return { rows, sheets: 1 };
}
