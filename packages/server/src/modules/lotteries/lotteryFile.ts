import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { HttpError } from "../../errors";
import { openZip } from "./xlsxZip";

/** Largest Excel file a lottery import takes (bytes). */
export const LOTTERY_FILE_MAX_BYTES = 16 * 1024 * 1024;
/** Most data rows a sheet of a lottery import may have. */
export const LOTTERY_SHEET_MAX_ROWS = 200_000;
/** Data rows a preview shows per sheet. */
export const PREVIEW_ROWS = 10;

/** One sheet as a preview shows it. */
export interface SheetSummary {
  name: string;
  header: string[];
  rows: string[][];
  total: number;
}

/** One sheet while it streams: its name, header and an iterator of its data rows (texts in header order). */
export interface StreamedSheet {
  name: string;
  rows: AsyncIterable<{ header: string[]; values: string[] }>;
}

export const invalidFile = () => new HttpError(400, "INVALID_FILE_TYPE", "Invalid file type");
export const fileTooLarge = () => new HttpError(413, "FILE_TOO_LARGE", "The file is too large");

// A cell's value as text: formulas give their result, rich text and links their text, dates their ISO day.
function text(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v !== "object") return String(v).trim();
  if ("result" in v) return text(v.result as ExcelJS.CellValue);
  if ("richText" in v)
    return v.richText
      .map((t) => t.text)
      .join("")
      .trim();
  if ("text" in v) return typeof v.text === "string" ? v.text.trim() : text(v.text as ExcelJS.CellValue);
  return "";
}

// exceljs's own streaming reader walks the zip in file order and now and then loses the entries after its
// worksheets (a file written by Excel or by exceljs keeps workbook.xml or sharedStrings.xml last). We read the zip
// through its directory instead, and hand exceljs's workbook parts their entries in the order they need: the
// relations and workbook (sheet names), the shared strings, then each worksheet as an inflating stream.
interface ReaderParts {
  options: Record<string, unknown>;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Iterable<{ value: ExcelJS.stream.xlsx.WorksheetReader & { name: string } }>;
}

/**
 * Streams the sheets of an xlsx file: rows are parsed as they are inflated, so memory stays bounded by the file's
 * bytes, one row and the shared strings, whatever the sheet's length. Each sheet's `rows` must be read to its end
 * (or left) before the next sheet comes. The first non-empty row is the header; empty rows are skipped.
 * @example for await (const sheet of streamSheets(bytes)) for await (const { values } of sheet.rows) use(values);
 */
export async function* streamSheets(bytes: Uint8Array): AsyncGenerator<StreamedSheet> {
  if (bytes.length > LOTTERY_FILE_MAX_BYTES) throw fileTooLarge();
  if (Buffer.from(bytes.subarray(0, 2)).toString("latin1") !== "PK") throw invalidFile();
  try {
    const zip = openZip(bytes);
    if (!zip.has("xl/workbook.xml") || !zip.has("xl/_rels/workbook.xml.rels")) throw invalidFile();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      sharedStrings: "cache",
      hyperlinks: "ignore",
      styles: "cache",
      worksheets: "emit",
      entries: "ignore",
    }) as unknown as ReaderParts;
    // The styles say which numbers are dates.
    if (zip.has("xl/styles.xml")) await reader._parseStyles(zip.stream("xl/styles.xml"));
    await reader._parseRels(zip.stream("xl/_rels/workbook.xml.rels"));
    await reader._parseWorkbook(zip.stream("xl/workbook.xml"));
    if (zip.has("xl/sharedStrings.xml"))
      for await (const _ of reader._parseSharedStrings(zip.stream("xl/sharedStrings.xml")));
    const sheetNos = zip.names
      .map((n) => /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(n)?.[1])
      .filter((n): n is string => n !== undefined)
      .sort((a, b) => Number(a) - Number(b));
    for (const sheetNo of sheetNos) {
      for (const { value: ws } of reader._parseWorksheet(zip.stream(`xl/worksheets/sheet${sheetNo}.xml`), sheetNo)) {
        async function* rows() {
          let header: string[] | null = null;
          let count = 0;
          try {
            for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
              const values = (row.values as ExcelJS.CellValue[]).slice(1).map(text);
              if (values.every((v) => v === "")) continue;
              if (!header) {
                header = values;
                continue;
              }
              if (++count > LOTTERY_SHEET_MAX_ROWS) throw fileTooLarge();
              yield { header, values: header.map((_, i) => values[i] ?? "") };
            }
          } catch (err) {
            if (err instanceof HttpError) throw err;
            throw invalidFile();
          }
        }
        yield { name: ws.name, rows: rows() };
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw invalidFile();
  }
}

/**
 * Reads every sheet of an xlsx file once, keeping its header, first rows and row count: what the import preview
 * shows. 400 INVALID_FILE_TYPE when it is no workbook or no sheet has a header row.
 */
export async function summariseSheets(bytes: Uint8Array): Promise<SheetSummary[]> {
  const out: SheetSummary[] = [];
  for await (const sheet of streamSheets(bytes)) {
    const s: SheetSummary = { name: sheet.name, header: [], rows: [], total: 0 };
    for await (const { header, values } of sheet.rows) {
      s.header = header;
      if (s.rows.length < PREVIEW_ROWS) s.rows.push(values);
      s.total++;
    }
    out.push(s);
  }
  if (!out.some((s) => s.total > 0)) throw invalidFile();
  return out;
}

const PRIZE_SHEET = /prize|獎|奖|賞|приз/i;

/** The sheets an import takes by default: a sheet named like "Prizes" for prizes, the first other for candidates. */
export function defaultSheets(sheets: SheetSummary[]): { prizesSheet: string | null; candidatesSheet: string } {
  const withRows = sheets.filter((s) => s.total > 0);
  const prizes = withRows.find((s) => PRIZE_SHEET.test(s.name)) ?? null;
  const candidates = withRows.find((s) => s !== prizes) ?? withRows[0]!;
  return { prizesSheet: prizes && prizes !== candidates ? prizes.name : null, candidatesSheet: candidates.name };
}

const NAME_COLUMN = /^(name|full ?name|姓名|名字|名稱|名称|名前|氏名|имя|фио)$/i;
const PRIZE_COLUMN = /^(prize|name|award|獎品|奖品|獎項|奖项|賞品|景品|приз)$/i;
const QUANTITY_COLUMN = /^(quantity|qty|count|amount|數量|数量|名額|名额|個数|количество)$/i;

/** Where a candidate's display name is: a column called Name (in any of the five languages), else the first. */
export function nameColumn(header: string[]): number {
  const i = header.findIndex((h) => NAME_COLUMN.test(h));
  return Math.max(i, 0);
}

/** A prize row as name and quantity (1 to 1000; 1 when missing or not a number); null for a row with no name. */
export function prizeOf(header: string[], values: string[]): { name: string; quantity: number } | null {
  const n = header.findIndex((h) => PRIZE_COLUMN.test(h));
  const q = header.findIndex((h) => QUANTITY_COLUMN.test(h));
  const name = values[Math.max(n, 0)]?.slice(0, 200) ?? "";
  if (!name) return null;
  const raw = Number(values[q >= 0 ? q : 1]);
  const quantity = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, 1000) : 1;
  return { name, quantity };
}
