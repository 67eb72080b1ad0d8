import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { extname } from "node:path";
import type { components } from "@portico/sdk";
import { createElement } from "react";
import { CliError, type CommandContext, EXIT, emit } from "../../output";
import { MessageView } from "../../views/MessageView";
import { authedClient } from "../authedClient";
import { formatCsv } from "./csv";
import { groupsByName } from "./groups";
import { businessIdOf, inodePages, statusWord } from "./listINodes";

type INode = components["schemas"]["INode"];

/** The columns of an export, in order. */
export const EXPORT_COLUMNS = [
  "cuid",
  "ac",
  "nickname",
  "group",
  "modelId",
  "status",
  "timeZone",
  "jffs2",
  "kernel",
  "latitude",
  "longitude",
  "address",
] as const;

/**
 * A coordinate rounded to 6 decimals (about 0.1 m): the stored doubles carry float noise such as
 * 121.56649999999999 that means nothing to a reader. Null stays null.
 *
 * @example
 * roundCoordinate(121.56649999999999); // 121.5665
 */
export function roundCoordinate(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.round(value * 1e6) / 1e6;
}

/** The xlsx header row, in the user's language (the CSV keeps field names: `inodes bind --file` reads them back). */
export function exportHeaders(t: CommandContext["t"]): string[] {
  return EXPORT_COLUMNS.map((c) => t(`cli.inodes.export.col.${c}` as const));
}

/**
 * Makes a cell safe for spreadsheets: a text starting with = + - @, a tab or a carriage return would be read as
 * a formula (CSV injection), so it gets a leading apostrophe.
 *
 * @example
 * sanitizeCell("=HYPERLINK(\"http://x\")"); // "'=HYPERLINK(\"http://x\")"
 */
export function sanitizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cells(n: INode, groupName: (id: number) => string): (string | number)[] {
  const fw = n.info?.firmware as { jffs2?: string; kernel?: string } | undefined;
  const coordinate = (v: number | null | undefined) => roundCoordinate(v) ?? "";
  return [
    n.cuid,
    n.ac ?? "",
    n.nickname ?? "",
    groupName(n.groupId),
    n.modelId ?? "",
    statusWord(n),
    n.timeZone ?? "",
    fw?.jffs2 ?? "",
    fw?.kernel ?? "",
    coordinate(n.latitude),
    coordinate(n.longitude),
    n.address ?? "",
  ];
}

/**
 * `portico inodes export --business <id> --out <file.csv|file.xlsx>`: every iNode, page by page, streamed to
 * the file (CSV with formula-like cells escaped, or an xlsx written by exceljs's streaming writer with headers
 * in the user's language). Coordinates are rounded to 6 decimals.
 */
export async function exportINodes(ctx: CommandContext, opts: { profile?: string; business?: string; out?: string }) {
  const businessId = businessIdOf(opts.business);
  const out = opts.out ?? "";
  const kind = extname(out).toLowerCase();
  if (kind !== ".csv" && kind !== ".xlsx") throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.export.badOut");
  const { client } = authedClient(ctx.io.env, opts.profile);
  const names = new Map([...(await groupsByName(client, businessId))].map(([name, id]) => [id, name]));
  const groupName = (id: number) => names.get(id) ?? "";
  let count = 0;
  if (kind === ".csv") {
    const file = createWriteStream(out, { encoding: "utf8" });
    // A BOM so that spreadsheet programs read the file as UTF-8 (CJK nicknames).
    file.write(`\uFEFF${formatCsv([[...EXPORT_COLUMNS]])}`);
    for await (const page of inodePages(client, businessId)) {
      const rows = page.map((n) => cells(n, groupName).map((c) => sanitizeCell(String(c))));
      if (!file.write(formatCsv(rows))) await once(file, "drain");
      count += page.length;
    }
    file.end();
    await once(file, "finish");
  } else {
    // exceljs is large (~260 kB gzip): loaded only when an xlsx is asked for.
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: out, useSharedStrings: false });
    const sheet = book.addWorksheet("iNodes");
    const header = sheet.addRow(exportHeaders(ctx.t).map(sanitizeCell));
    header.font = { bold: true };
    header.commit();
    for await (const page of inodePages(client, businessId)) {
      // Escaped here too: the cells are text, but a re-save as CSV must not turn them into formulas.
      // Numbers (coordinates) stay numbers; text is escaped.
      for (const n of page) {
        sheet.addRow(cells(n, groupName).map((c) => (typeof c === "number" ? c : sanitizeCell(c)))).commit();
      }
      count += page.length;
    }
    sheet.commit();
    await book.commit();
  }
  const text = ctx.t("cli.inodes.export.done", { count, file: out });
  await emit(ctx, { json: { businessId, file: out, count }, text, view: () => createElement(MessageView, { text }) });
}
