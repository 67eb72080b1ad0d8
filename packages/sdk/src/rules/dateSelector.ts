/** Earliest selectable year of the date selector (the first year of the Minguo calendar). */
export const DATE_SELECTOR_MIN_YEAR = 1911;
/** How many years past the current one the date selector offers. */
export const DATE_SELECTOR_YEARS_AHEAD = 200;

/**
 * Latest selectable year: the current year plus 200.
 *
 * @example
 * dateSelectorMaxYear(new Date("2025-03-01")); // 2225
 */
export function dateSelectorMaxYear(now: Date = new Date()): number {
  return now.getFullYear() + DATE_SELECTOR_YEARS_AHEAD;
}

/**
 * Number of days in a month (month 1-12), leap years included.
 *
 * @example
 * daysInMonth(2024, 2); // 29
 */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date selector value; `day` is absent in month-only mode. */
export interface DateSelection {
  year: number;
  month: number;
  day?: number;
}

/**
 * Normalises a selection: null when the year is outside 1911..current+200 or the month outside 1-12;
 * otherwise the day is clamped into the month (31 in February becomes 28 or 29) or, month-only, dropped.
 *
 * @example
 * normalizeDateSelection({ year: 2023, month: 2, day: 31 }); // { year: 2023, month: 2, day: 28 }
 * normalizeDateSelection({ year: 2023, month: 2, day: 31 }, { monthOnly: true }); // { year: 2023, month: 2 }
 */
export function normalizeDateSelection(
  value: DateSelection,
  options: { monthOnly?: boolean; now?: Date } = {},
): DateSelection | null {
  const { year, month, day } = value;
  if (!Number.isInteger(year) || year < DATE_SELECTOR_MIN_YEAR || year > dateSelectorMaxYear(options.now)) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (options.monthOnly) return { year, month };
  return { year, month, day: Math.min(Math.max(Math.trunc(day ?? 1), 1), daysInMonth(year, month)) };
}
