import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { HttpError } from "../../errors";

/** Largest file a source import takes (bytes). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most data rows a source import takes. */
export const IMPORT_MAX_ROWS = 100_000;

/** A parsed file: the header names and each data row as `{header: raw value}`. */
export interface ParsedFile {
  header: string[];
  rows: Record<string, unknown>[];
  /** The file line of each row (the header is line 1). */
  lines: number[];
}

const invalid = () => new HttpError(400, "INVALID_FILE_TYPE", "Invalid file type");
const tooLarge = () => new HttpError(413, "FILE_TOO_LARGE", "The file is too large");

// An xlsx cell's value as plain data: formulas give their result, rich text and links their text.
function plain(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date || typeof v !== "object") return v;
  if ("result" in v) return plain(v.result as ExcelJS.CellValue);
  if ("richText" in v) return v.richText.map((t) => t.text).join("");
  if ("text" in v) return typeof v.text === "string" ? v.text : plain(v.text as ExcelJS.CellValue);
  if ("error" in v) return undefined;
  return undefined;
}

async function sheetOf(bytes: Buffer, kind: "csv" | "xlsx"): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  try {
    if (kind === "xlsx") {
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      if (!ws) throw invalid();
      return ws;
    }
    // exceljs reads csv with fast-csv; `map` keeps every value as its text (the columns decide the types).
    const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
    if (text.includes("\u0000")) throw invalid();
    return await wb.csv.read(Readable.from([text]), { map: (v: unknown) => v } as never);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw invalid();
  }
}

/**
 * Parses an uploaded csv (UTF-8, header row first) or xlsx (first sheet, header row first) on the server.
 * Empty lines are skipped; header names are trimmed. 400 INVALID_FILE_TYPE when it cannot be read or has no
 * header, 413 FILE_TOO_LARGE past {@link IMPORT_MAX_BYTES} or {@link IMPORT_MAX_ROWS}.
 * @example const { header, rows } = await parseSourceFile(bytes, "members.csv");
 */
export async function parseSourceFile(bytes: Buffer, filename: string): Promise<ParsedFile> {
  if (bytes.length > IMPORT_MAX_BYTES) throw tooLarge();
  const kind = /\.xlsx$/i.test(filename) ? "xlsx" : "csv";
  if (kind === "xlsx" && bytes.subarray(0, 2).toString("latin1") !== "PK") throw invalid();
  const ws = await sheetOf(bytes, kind);
  if (ws.actualRowCount - 1 > IMPORT_MAX_ROWS) throw tooLarge();
  let header: string[] | null = null;
  const rows: Record<string, unknown>[] = [];
  const lines: number[] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(plain);
    if (!header) {
      header = values.map((v) => (v === undefined ? "" : String(v).trim()));
      return;
    }
    if (values.every((v) => v === undefined || v === "")) return;
    const out: Record<string, unknown> = {};
    header.forEach((name, i) => {
      if (name && values[i] !== undefined && !Object.hasOwn(out, name)) out[name] = values[i];
    });
    rows.push(out);
    lines.push(row.number);
  });
  if (!header || !(header as string[]).some(Boolean)) throw invalid();
  if (rows.length > IMPORT_MAX_ROWS) throw tooLarge();
  return { header, rows, lines };
}
