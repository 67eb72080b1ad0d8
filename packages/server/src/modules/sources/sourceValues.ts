import { wallToEpoch } from "@portico/sdk/rules";
import type { SourceColumn } from "./sourceRows";

/** Why a value does not fit its column (the contract's ContactSourceImportProblem.problem). */
export type ValueProblem = "number" | "datetime" | "length";

/** A checked value: `value` undefined means "no value" (an empty cell). */
export type Checked = { value: string | number | undefined } | { problem: ValueProblem };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Epoch seconds of a datetime as sent: epoch seconds (a number or digits), or ISO 8601 text; a text without an
 * offset, and a spreadsheet's date cell (a Date whose UTC fields are the wall clock), are read in the business's
 * time zone. Undefined when it is none of these.
 * @example parseDatetime("2026-11-27 08:00", "Asia/Taipei"); // 1795737600
 */
export function parseDatetime(raw: unknown, timeZone: string): number | undefined {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? undefined : wallToEpoch(raw.getTime(), timeZone);
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 ? Math.floor(raw) : undefined;
  if (typeof raw !== "string") return undefined;
  const s = raw.trim();
  if (/^\d{1,12}$/.test(s)) return Number(s);
  const m = ISO.exec(s);
  if (!m) return undefined;
  const [, y, mo, d, h = "0", mi = "0", sec = "0", zone] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec));
  const check = new Date(wall);
  if (
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(sec) > 59
  )
    return undefined;
  if (!zone) return wallToEpoch(wall, timeZone);
  if (zone.toUpperCase() === "Z") return Math.floor(wall / 1000);
  const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
  const offset = (Number(z[2]) * 60 + Number(z[3])) * 60_000 * (z[1] === "-" ? -1 : 1);
  return Math.floor((wall - offset) / 1000);
}

/**
 * Checks one value against its column and returns it as stored: strings within the column's length (in
 * characters), finite numbers (digits in text accepted), datetimes as epoch seconds. Empty means no value.
 * @example checkValue({ name: "points", dataType: "number", ... }, "12", "Asia/Taipei"); // { value: 12 }
 */
export function checkValue(column: SourceColumn, raw: unknown, timeZone: string): Checked {
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return { value: undefined };
  switch (column.dataType) {
    case "number": {
      if (typeof raw === "number") return Number.isFinite(raw) ? { value: raw } : { problem: "number" };
      const s = typeof raw === "string" ? raw.trim() : "";
      return NUMBER.test(s) && Number.isFinite(Number(s)) ? { value: Number(s) } : { problem: "number" };
    }
    case "datetime": {
      const ts = parseDatetime(raw, timeZone);
      return ts === undefined ? { problem: "datetime" } : { value: ts };
    }
    default: {
      const s = raw instanceof Date ? raw.toISOString() : typeof raw === "object" ? JSON.stringify(raw) : String(raw);
      return [...s].length > (column.length ?? 8) ? { problem: "length" } : { value: s };
    }
  }
}

/**
 * Checks a whole row (`{column: value}`); names that are not columns are left out. Returns the stored row, or
 * the columns with their problems.
 */
export function checkRow(
  columns: readonly SourceColumn[],
  raw: Record<string, unknown>,
  timeZone: string,
): { row: Record<string, string | number> } | { problems: Record<string, ValueProblem> } {
  const row: Record<string, string | number> = {};
  const problems: Record<string, ValueProblem> = {};
  for (const c of columns) {
    if (!Object.hasOwn(raw, c.name)) continue;
    const checked = checkValue(c, raw[c.name], timeZone);
    if ("problem" in checked) problems[c.name] = checked.problem;
    else if (checked.value !== undefined) row[c.name] = checked.value;
  }
  return Object.keys(problems).length ? { problems } : { row };
}
