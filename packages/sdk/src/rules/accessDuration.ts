/** Seconds in a day, an hour and a minute: the access-duration conversion factors. */
export const SECONDS_PER_DAY = 86400;
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_MINUTE = 60;

/** An access duration as the form edits it. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Splits an access duration in seconds into days, hours and minutes (leftover seconds are dropped).
 *
 * @example
 * secondsToDuration(93784); // { days: 1, hours: 2, minutes: 3 }
 */
export function secondsToDuration(seconds: number): DurationParts {
  const s = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(s / SECONDS_PER_DAY),
    hours: Math.floor((s % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((s % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
  };
}

/**
 * Access duration in seconds from days, hours and minutes (missing parts count 0).
 *
 * @example
 * durationToSeconds({ hours: 12 }); // 43200
 */
export function durationToSeconds(parts: Partial<DurationParts>): number {
  const { days = 0, hours = 0, minutes = 0 } = parts;
  return days * SECONDS_PER_DAY + hours * SECONDS_PER_HOUR + minutes * SECONDS_PER_MINUTE;
}
