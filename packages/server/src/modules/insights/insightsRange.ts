import {
  DASHBOARD_MAX_DAYS,
  type DashboardPeriod,
  dashboardRangeProblem,
  dayKey,
  periodRange,
  previousRange,
} from "@portico/sdk/rules";
import { HttpError } from "../../errors";

/** The current and previous range of a dashboard request, as local days of the business. */
export interface InsightsRange {
  startDate: string;
  endDate: string;
  previousStartDate: string;
  previousEndDate: string;
}

const MESSAGES = {
  format: "Dates are YYYY-MM-DD",
  order: "The end date is before the start date",
  tooLong: `The date range of the dashboard is at most ${DASHBOARD_MAX_DAYS} days`,
  half: "A custom range needs both startDate and endDate",
} as const;

const bad = (message: string, field: string) =>
  new HttpError(400, "VALIDATION_FAILED", message, { fields: { [field]: message } });

/**
 * The range asked for: a custom startDate/endDate (at most 30 days, part 2 section 5), else the period (1w, 1m,
 * 3m) ending today in the business's time zone, else the past week; with the previous period of the same length.
 */
export function insightsRange(
  q: { period?: DashboardPeriod | undefined; startDate?: string | undefined; endDate?: string | undefined },
  nowMs: number,
  timeZone: string,
): InsightsRange {
  let range: { startDate: string; endDate: string };
  if (q.startDate !== undefined || q.endDate !== undefined) {
    if (q.startDate === undefined || q.endDate === undefined)
      throw bad(MESSAGES.half, q.startDate === undefined ? "startDate" : "endDate");
    const problem = dashboardRangeProblem(q.startDate, q.endDate);
    if (problem) throw bad(MESSAGES[problem], problem === "format" ? "startDate" : "endDate");
    range = { startDate: q.startDate, endDate: q.endDate };
  } else range = periodRange(q.period ?? "1w", dayKey(new Date(nowMs), timeZone));
  const prev = previousRange(range.startDate, range.endDate);
  return { ...range, previousStartDate: prev.startDate, previousEndDate: prev.endDate };
}
