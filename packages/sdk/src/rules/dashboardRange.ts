import { addDays, dayCount, isDay } from "./reportRange";

/**
 * The performance dashboard's periods (part 2 sections 5 and 9): Past 1 week, 1 month and 3 months, or a custom
 * range of at most 30 days. Days are YYYY-MM-DD in the business's time zone; both ends are included.
 */
export const DASHBOARD_PERIODS = ["1w", "1m", "3m"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** The longest custom range, in days. */
export const DASHBOARD_MAX_DAYS = 30;

/** What is wrong with a custom range: a day that is not YYYY-MM-DD, the end before the start, or over 30 days. */
export type DashboardRangeProblem = "format" | "order" | "tooLong";

/** Days from start to end, both included (0 when the end is before the start). */
export const daysInRange = dayCount;

/**
 * The range a period ends today with: 7 days, or back to the same day one or three months earlier (exclusive).
 * @example periodRange("1m", "2026-03-31"); // { startDate: "2026-03-01", endDate: "2026-03-31" }
 */
export function periodRange(period: DashboardPeriod, today: string): { startDate: string; endDate: string } {
  if (period === "1w") return { startDate: addDays(today, -6), endDate: today };
  const d = new Date(`${today}T00:00:00Z`);
  const months = period === "1m" ? 1 : 3;
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() - months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const back = Date.UTC(y, m, Math.min(d.getUTCDate(), last));
  return { startDate: addDays(new Date(back).toISOString().slice(0, 10), 1), endDate: today };
}

/** Null when a custom range is allowed, else its problem. */
export function dashboardRangeProblem(startDate: string, endDate: string): DashboardRangeProblem | null {
  if (!isDay(startDate) || !isDay(endDate)) return "format";
  if (endDate < startDate) return "order";
  if (daysInRange(startDate, endDate) > DASHBOARD_MAX_DAYS) return "tooLong";
  return null;
}

/**
 * A custom range made allowed the way the date pickers correct it: the end moves to the start when before it, and
 * the start moves to 30 days before the end when the range is longer.
 */
export function correctDashboardRange(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const end = endDate < startDate ? startDate : endDate;
  const start = daysInRange(startDate, end) > DASHBOARD_MAX_DAYS ? addDays(end, 1 - DASHBOARD_MAX_DAYS) : startDate;
  return { startDate: start, endDate: end };
}

/** The period of the same length just before a range (what each figure's change compares with). */
export function previousRange(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const n = daysInRange(startDate, endDate);
  return { startDate: addDays(startDate, -n), endDate: addDays(startDate, -1) };
}
