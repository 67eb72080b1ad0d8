import { addDays, zonedDayStart } from "./reportRange";
import { dayKey } from "./schedule";
/** The channels dashboard's ranges and formats (specification part 3, sections 5 and 9). */

/** Channels dashboard: at most 30 days. */
export const CHANNELS_MAX_DAYS = 30;
/** Channels dashboard chart: the last 7 days by default. */
export const CHANNELS_DEFAULT_DAYS = 7;
/** Above this many days the chart shows daily bars, else hourly. */
export const CHANNELS_HOURLY_MAX_DAYS = 7;
/** Domain search and DNS dump: at most 7 days. */
export const DOMAIN_SEARCH_MAX_DAYS = 7;
/** The top-10 range reaches at least 3 months back (92 days covers any three calendar months). */
export const TOP_DOMAINS_MAX_DAYS = 92;
/** Wifi log default line count. */
export const WIFI_LOG_DEFAULT_LINES = 1000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole days from `from` to `to`, both included (YYYY-MM-DD); NaN for a malformed day. */
export function rangeDays(from: string, to: string): number {
  const a = DAY.exec(from);
  const b = DAY.exec(to);
  if (!a || !b) return Number.NaN;
  const ta = Date.UTC(+a[1]!, +a[2]! - 1, +a[3]!);
  const tb = Date.UTC(+b[1]!, +b[2]! - 1, +b[3]!);
  if (new Date(ta).getUTCDate() !== +a[3]! || new Date(tb).getUTCDate() !== +b[3]!) return Number.NaN;
  return Math.round((tb - ta) / 86_400_000) + 1;
}

/**
 * Why a day range is refused, or null: malformed, end before start, or longer than `maxDays`.
 * @example rangeProblem("2026-11-01", "2026-12-15", 30) // "tooLong"
 */
export function rangeProblem(from: string, to: string, maxDays: number): "invalid" | "reversed" | "tooLong" | null {
  const n = rangeDays(from, to);
  if (Number.isNaN(n)) return "invalid";
  if (n < 1) return "reversed";
  return n > maxDays ? "tooLong" : null;
}

/** Daily bars above 7 days, else hourly. */
export function chartResolution(from: string, to: string): "hour" | "day" {
  return rangeDays(from, to) > CHANNELS_HOURLY_MAX_DAYS ? "day" : "hour";
}

/** The default range: the last `days` days up to today in the business's time zone. */
export function lastDaysIn(days: number, timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const to = dayKey(now, timeZone);
  return { from: addDays(to, 1 - days), to };
}

/** [start, end) epoch seconds of a day range in a time zone. */
export function rangeSeconds(from: string, to: string, timeZone: string): [number, number] {
  return [zonedDayStart(from, timeZone), zonedDayStart(addDays(to, 1), timeZone)];
}

/**
 * Usage as days and hh:mm:ss.
 * @example usageParts(90061) // { days: 1, clock: "01:01:01" }
 */
export function usageParts(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    days: Math.floor(s / 86400),
    clock: `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`,
  };
}

/**
 * Bandwidth in K, M, G (1024 steps; bytes below 1 K stay bytes).
 * @example formatBandwidth(1536) // "1.5K"
 */
export function formatBandwidth(bytes: number): string {
  const units = ["K", "M", "G"];
  let v = bytes;
  let u = "";
  for (const next of units) {
    if (v < 1024) break;
    v /= 1024;
    u = next;
  }
  return `${u ? v.toFixed(v < 10 ? 1 : 0).replace(/\.0$/, "") : String(Math.round(v))}${u}`;
}
