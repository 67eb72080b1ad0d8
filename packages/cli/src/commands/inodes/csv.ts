// A small RFC 4180 CSV reader and writer: no dependency, since bulk files are small and the rules are few.
import { readFile } from "node:fs/promises";
import { CliError, EXIT } from "../../output";

/** A quoted field that the file never closes: everything after it would be read as one cell. */
export class UnclosedQuoteError extends Error {
  /** The 1-based line where the unclosed quote opens. */
  readonly line: number;
  constructor(line: number) {
    super(`unclosed quote opened on line ${line}`);
    this.line = line;
  }
}

/**
 * Parses CSV text into rows of cells: a leading BOM is dropped, fields may be quoted ("a, b", "say ""hi"""),
 * quoted fields may hold commas and line breaks, lines end with LF or CRLF, and blank lines are skipped.
 * A quote left open at the end of the text throws {@link UnclosedQuoteError} with the line it opens on.
 *
 * @example
 * parseCsv('\uFEFFac,nickname\r\n00AABB112233,"Lobby, left"\r\n'); // [["ac","nickname"],["00AABB112233","Lobby, left"]]
 */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0]?.trim()) rows.push(row);
    row = [];
    cell = "";
  };
  while (i < src.length) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else {
        cell += ch;
        if (ch === "\n" || (ch === "\r" && src[i + 1] !== "\n")) line++;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell === "") {
      quoted = true;
      quoteLine = line;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      endRow();
      line++;
      if (ch === "\r" && src[i + 1] === "\n") i++;
    } else cell += ch;
    i++;
  }
  if (quoted) throw new UnclosedQuoteError(quoteLine);
  if (cell !== "" || row.length) endRow();
  return rows;
}

/**
 * Reads and parses a command's input file: an unreadable file, or an unclosed quote (named with its line), is a
 * usage error (exit 2).
 */
export async function readCsvFile(file: string): Promise<string[][]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.bind.cannotRead", { file, reason: (err as Error).message });
  }
  try {
    return parseCsv(text);
  } catch (err) {
    if (!(err instanceof UnclosedQuoteError)) throw err;
    throw new CliError(EXIT.USAGE, "CSV_UNCLOSED_QUOTE", "cli.csv.unclosedQuote", { file, line: String(err.line) });
  }
}

/** Quotes a cell when it holds a comma, a quote or a line break. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * Writes rows as CSV (CRLF line ends, quoted where needed), the format {@link parseCsv} reads.
 *
 * @example
 * formatCsv([["ac", "error"], ["00AABB112233", "a, b"]]); // 'ac,error\r\n00AABB112233,"a, b"\r\n'
 */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(quote).join(",")).join("\r\n") + (rows.length ? "\r\n" : "");
}

/**
 * Turns CSV rows with a header line into records keyed by the (trimmed, case-kept) header names.
 *
 * @example
 * csvRecords([["ac", "nickname"], ["00AABB112233", "Lobby"]]); // [{ ac: "00AABB112233", nickname: "Lobby" }]
 */
export function csvRecords(rows: readonly (readonly string[])[]): {
  headers: string[];
  records: Record<string, string>[];
} {
  const [head = [], ...body] = rows;
  const headers = head.map((h) => h.trim());
  const records = body.map((r) => Object.fromEntries(headers.map((h, i) => [h, (r[i] ?? "").trim()])));
  return { headers, records };
}
