// Calendar arithmetic on YYYY-MM-DD day keys with Intl only (no date library): days are computed in UTC so a
// host's own time zone never shifts them; instants are placed in the configuration group's time zone.
import type { DayKey } from "@portico/sdk/rules";

/** Year, month (1-12) and day of a day key. */
export function parseDay(day: DayKey): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, d = 1] = day.split("-").map(Number);
  return { year, month, day: d };
}

/** The day key of a UTC year, month (1-12) and day; out-of-range values roll over (month 13 = next January). */
export function toDay(year: number, month: number, day: number): DayKey {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * The day `n` days after `day` (negative: before).
 * @example addDays("2026-12-31", 1) // "2027-01-01"
 */
export function addDays(day: DayKey, n: number): DayKey {
  const p = parseDay(day);
  return toDay(p.year, p.month, p.day + n);
}

/** Every day from `start` to `end` inclusive (at most 366, so a bad range cannot hang the page). */
export function daysBetween(start: DayKey, end: DayKey): DayKey[] {
  const out: DayKey[] = [];
  for (let d = start; d <= end && out.length < 366; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The 6 weeks (42 days, Sunday first) a month view shows for `year`/`month` (1-12).
 * @example monthGrid(2026, 12)[0] // "2026-11-29"
 */
export function monthGrid(year: number, month: number): DayKey[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const start = toDay(year, month, 1 - first.getUTCDay());
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

/** "December 2026" in a language (BCP 47 tag). */
export function monthLabel(year: number, month: number, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Weekday names Sunday first, short and long, in a language. */
export function weekdayNames(localeTag: string): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2023, 0, 1 + i));
    const f = (weekday: "short" | "long") => new Intl.DateTimeFormat(localeTag, { weekday, timeZone: "UTC" }).format(d);
    return { short: f("short"), long: f("long") };
  });
}

/** A day written out in a language ("Thursday, December 24, 2026"). */
export function dayLabel(day: DayKey, localeTag: string): string {
  const p = parseDay(day);
  return new Intl.DateTimeFormat(localeTag, { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(Date.UTC(p.year, p.month - 1, p.day)),
  );
}

/**
 * The day a key moves the calendar's focus to: arrows by a day or a week, Page Up/Down by a month (day clamped
 * to the month), Home/End to the week's Sunday/Saturday; null for other keys.
 * @example keyTarget("2026-03-31", "PageUp") // "2026-02-28"
 */
export function keyTarget(day: DayKey, key: string): DayKey | null {
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const p = parseDay(day);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  if (key in step) return addDays(day, step[key] ?? 0);
  if (key === "Home") return addDays(day, -weekday);
  if (key === "End") return addDays(day, 6 - weekday);
  if (key !== "PageUp" && key !== "PageDown") return null;
  const m = p.month + (key === "PageUp" ? -1 : 1);
  // Day 0 of the month after is the last day of month m.
  return toDay(p.year, m, Math.min(p.day, parseDay(toDay(p.year, m + 1, 0)).day));
}
