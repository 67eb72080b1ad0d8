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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The offset of `timeZone` from UTC at the instant `ms`, in milliseconds (east positive). */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - (ms - (ms % 1000));
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
      off = zoneOffsetMs(timeZone, ms);
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

/**
 * The first instant (epoch seconds) of day `day` (YYYY-MM-DD) in `timeZone`.
 * @example zonedDayStart("2026-11-26", "Asia/Taipei") // 1795622400 - 8 h
 */
export function zonedDayStart(day: string, timeZone: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // Twice: the offset at the guess may differ from the offset at the answer around a change of offset.
  let t = guess - zoneOffsetMs(timeZone, guess);
  t = guess - zoneOffsetMs(timeZone, t);
  return Math.floor(t / 1000);
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
