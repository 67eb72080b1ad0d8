import { RULE_MESSAGES } from "./messages";

/** A calendar day as `YYYY-MM-DD` (compares correctly as a string). */
export type DayKey = string;

/** A schedule time entry: start in epoch seconds and the activity per SSID. */
export interface ScheduleEntryLike {
  startTs: number;
  activities?: readonly unknown[] | Record<string, unknown> | null;
}

/**
 * The `YYYY-MM-DD` day of an instant in a time zone (default the runtime's), for the date rules below.
 *
 * @example
 * dayKey(new Date("2024-05-01T20:00:00Z"), "Asia/Taipei"); // "2024-05-02"
 */
export function dayKey(date: Date, timeZone?: string): DayKey {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/**
 * A past date is view-only; today and future dates are editable.
 *
 * @example
 * isScheduleDateEditable("2024-05-01", "2024-05-02"); // false
 */
export function isScheduleDateEditable(date: DayKey, today: DayKey): boolean {
  return date >= today;
}

/**
 * Calendar rule: a date before today gives 'The selected date is less than today's date.'; else null.
 *
 * @example
 * calendarDateProblem("2024-05-01", "2024-05-02"); // "The selected date is less than today's date."
 */
export function calendarDateProblem(date: DayKey, today: DayKey): typeof RULE_MESSAGES.calendarDatePast | null {
  return date < today ? RULE_MESSAGES.calendarDatePast : null;
}

/**
 * A past entry (starting at or before now) cannot be edited.
 *
 * @example
 * isScheduleEntryEditable({ startTs: 100 }, 99); // true
 */
export function isScheduleEntryEditable(entry: ScheduleEntryLike, nowTs: number): boolean {
  return entry.startTs > nowTs;
}

// An SSID's activity counts when it is a non-empty id, or an object with a non-empty activityId.
const isSet = (v: unknown): boolean =>
  typeof v === "object" && v !== null
    ? isSet((v as { activityId?: unknown }).activityId)
    : v !== undefined && v !== null && v !== "";

/**
 * Schedule entry rules, first failure wins: at least one SSID activity ('Please select schedule activities.'),
 * a new entry's time not already scheduled ('Scheduled.'), time later than now ('Schedule time should be later
 * than current time.'). Null when valid. Times are epoch seconds.
 *
 * @example
 * scheduleEntryProblem({ startTs: 50, activities: ["a1"] }, { nowTs: 100 });
 * // "Schedule time should be later than current time."
 */
export function scheduleEntryProblem(
  entry: ScheduleEntryLike,
  context: { nowTs: number; existing?: readonly ScheduleEntryLike[]; isNew?: boolean },
) {
  const activities = entry.activities ? Object.values(entry.activities) : [];
  if (!activities.some(isSet)) return RULE_MESSAGES.scheduleActivities;
  if (context.isNew !== false && context.existing?.some((e) => e.startTs === entry.startTs)) {
    return RULE_MESSAGES.scheduleDuplicate;
  }
  return entry.startTs > context.nowTs ? null : RULE_MESSAGES.scheduleTimePast;
}

/**
 * An unsaved schedule (no id yet) cannot be deleted: 'Can not delete unsaved schedule.'; else null.
 *
 * @example
 * scheduleDeleteProblem({}); // "Can not delete unsaved schedule."
 */
export function scheduleDeleteProblem(schedule: { id?: unknown }): typeof RULE_MESSAGES.scheduleUnsaved | null {
  return schedule.id === undefined || schedule.id === null || schedule.id === "" ? RULE_MESSAGES.scheduleUnsaved : null;
}
