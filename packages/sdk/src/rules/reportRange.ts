import { wallToEpoch } from "./zonedTime";
/** Visitors report: the default range is the last 7 days (part 2 section 5). */
export const VISITORS_DEFAULT_DAYS = 7;
/** Visitor search fetches 100 rows a request (part 2 section 9). */
export const VISITOR_SEARCH_LIMIT = 100;
/** Visitor search fields (part 2 section 9). */
export const VISITOR_SEARCH_FIELDS = ["name", "email", "phone", "location"] as const;
/** Location chart height at least 300 px (part 2 section 9). */
export const LOCATION_CHART_MIN_HEIGHT = 300;
/** Behaviour: default the last 30 days, at most 30, no date past today (part 3). */
export const BEHAVIOR_DEFAULT_DAYS = 30;
export const BEHAVIOR_MAX_DAYS = 30;
/** Behaviour age axis: 20 to 80 in steps of 5 (part 3). */
export const AGE_AXIS: readonly number[] = Array.from({ length: 13 }, (_, i) => 20 + i * 5);

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real calendar day YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!DAY_RE.test(day)) return false;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
}

/**
 * A day plus n days.
 * @example addDays("2026-03-01", -1); // "2026-02-28"
 */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both included (0 when end is before start). */
export function dayCount(start: string, end: string): number {
  return Math.max(0, Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1);
}

/**
 * Epoch seconds of 00:00 of a day in a time zone (the business's, never the browser's).
 * @example zonedDayStart("2026-01-02", "Asia/Taipei"); // 1767283200 (2026-01-01T16:00:00Z)
 */
export function zonedDayStart(day: string, timeZone: string): number {
  return wallToEpoch(Date.parse(`${day}T00:00:00Z`), timeZone);
}

/** Epoch seconds of the last second of a day in a time zone. */
export function zonedDayEnd(day: string, timeZone: string): number {
  return zonedDayStart(addDays(day, 1), timeZone) - 1;
}

/** A range of days, both included, read in the business's time zone. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * The last `days` days up to today (today included).
 * @example lastDays("2026-11-26", 7); // { startDate: "2026-11-20", endDate: "2026-11-26" }
 */
export function lastDays(today: string, days: number): DayRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/**
 * The behaviour range corrected as the specification says: no date past today, the start not after the end,
 * and at most 30 days (the start moves up to the end's 30th day). `corrected` tells whether anything moved.
 * @example correctBehaviorRange({ startDate: "2026-09-01", endDate: "2026-11-26" }, "2026-11-26");
 * // { startDate: "2026-10-28", endDate: "2026-11-26", corrected: true }
 */
export function correctBehaviorRange(r: DayRange, today: string): DayRange & { corrected: boolean } {
  let endDate = r.endDate > today ? today : r.endDate;
  let startDate = r.startDate > today ? today : r.startDate;
  if (startDate > endDate) endDate = startDate;
  if (dayCount(startDate, endDate) > BEHAVIOR_MAX_DAYS) startDate = addDays(endDate, -(BEHAVIOR_MAX_DAYS - 1));
  return { startDate, endDate, corrected: startDate !== r.startDate || endDate !== r.endDate };
}

/** The age bucket of a birthday on a day: the axis step (20 ... 80) it falls in, or null below 20. */
export function ageBucket(birthday: string, onDay: string): number | null {
  let age = Number(onDay.slice(0, 4)) - Number(birthday.slice(0, 4));
  if (onDay.slice(5) < birthday.slice(5)) age -= 1;
  if (age < AGE_AXIS[0]!) return null;
  return Math.min(AGE_AXIS[AGE_AXIS.length - 1]!, AGE_AXIS[0]! + Math.floor((age - AGE_AXIS[0]!) / 5) * 5);
}
