/**
 * Formula-safe spreadsheet export shared by the device widgets (visitors, statistics, online clients). exceljs is
 * loaded by dynamic import on the first export only, so it never weighs on a widget's entry chunk.
 */

/** One column of an exported sheet. */
export interface SheetColumn<R> {
  header: string;
  /** Column width in characters. @default 18 */
  width?: number;
  value(row: R): string | number | null | undefined;
}

/** What {@link exportXlsx} writes. */
export interface XlsxExportOptions<R> {
  /** The file name's title part (the spec: export file names use the title and a unix timestamp). */
  title: string;
  sheetName?: string;
  columns: readonly SheetColumn<R>[];
  rows: readonly R[];
  /** Clock for the timestamp (tests). @default Date.now() */
  now?: number;
}

/**
 * Makes a text cell safe: a value starting with = + - @, a tab or a carriage return would be read as a formula
 * (CSV/formula injection), so it gets a leading apostrophe. Numbers pass through.
 * @example sanitizeCell("=HYPERLINK(\"http://x\")") // "'=HYPERLINK(\"http://x\")"
 */
export function sanitizeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The export file name: the title (characters a file system refuses replaced) and the unix timestamp.
 * @example exportFileName("Visitors Lobby", 1795000000000) // "Visitors Lobby-1795000000.xlsx"
 */
export function exportFileName(title: string, now: number = Date.now()): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, "_").trim() || "export";
  return `${safe}-${Math.floor(now / 1000)}.xlsx`;
}

/** Builds the workbook bytes (one sheet, header row in bold, every cell sanitised). */
export async function buildXlsx<R>(opts: Omit<XlsxExportOptions<R>, "title" | "now">): Promise<ArrayBuffer> {
  const mod = await import("exceljs");
  const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet((opts.sheetName ?? "Sheet1").replace(/[\\/?*[\]:]/g, " ").slice(0, 31));
  ws.columns = opts.columns.map((c, i) => ({
    header: String(sanitizeCell(c.header)),
    key: `c${i}`,
    width: c.width ?? 18,
  }));
  ws.getRow(1).font = { bold: true };
  for (const row of opts.rows) ws.addRow(opts.columns.map((c) => sanitizeCell(c.value(row))));
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Offers bytes as a file download in the browser. */
export function downloadFile(bytes: ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Writes the rows to an .xlsx and downloads it; resolves the file name.
 * @example await exportXlsx({ title: "Visitors", columns: [{ header: "MAC", value: (v) => v.mac }], rows })
 */
export async function exportXlsx<R>(opts: XlsxExportOptions<R>): Promise<string> {
  const bytes = await buildXlsx(opts);
  const name = exportFileName(opts.title, opts.now);
  downloadFile(bytes, name, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  return name;
}
