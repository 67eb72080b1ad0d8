import { zoneOffsetMs } from "@portico/sdk/rules";
/** Excel's rows a worksheet (header included); the writer starts a new sheet past it. */
export const SHEET_ROW_LIMIT = 1_048_576;

/**
 * Makes a text cell formula-safe: text starting with = + - @, a tab or a carriage return would be read as a
 * formula by a spreadsheet (CSV/formula injection), so it gets a leading apostrophe. Other values pass through.
 * @example sanitizeCell("=HYPERLINK(\"http://x\")") // "'=HYPERLINK(\"http://x\")"
 */
export function sanitizeCell<T>(value: T): T | string {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A function turning an instant (epoch seconds or a Date) into the Date whose UTC fields are the business's wall
 * clock: spreadsheets have no time zones, so exceljs' UTC serial then reads as the business's local time.
 * Offsets are cached per hour (zones change on hour boundaries), so a million rows cost a few hundred lookups.
 */
export function wallClock(timeZone: string): (value: number | Date) => Date {
  const cache = new Map<number, number>();
  return (value) => {
    const ms = typeof value === "number" ? value * 1000 : value.getTime();
    const hour = Math.floor(ms / 3_600_000);
    let off = cache.get(hour);
    if (off === undefined) {
      off = zoneOffsetMs(ms, timeZone);
      if (cache.size > 10_000) cache.clear();
      cache.set(hour, off);
    }
    return new Date(ms + off);
  };
}

/** A wall-clock Date (see {@link wallClock}) as `YYYY-MM-DD HH:mm:ss`, the csv form of a date cell. */
export function wallClockText(d: Date): string {
  return d.toISOString().slice(0, 19).replace("T", " ");
}

/** True when `day` is a real calendar day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
}

/** Days from `from` to `to`, both included (1 for one day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
