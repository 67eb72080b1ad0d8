/** Milliseconds a time zone is ahead of UTC at an instant. */
function offsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - utcMs;
}

/**
 * The `datetime-local` value ("YYYY-MM-DDTHH:mm") of epoch seconds in the business's time zone.
 * @example toLocalInput(1795000800, "Asia/Taipei") // "2026-11-18T08:00"
 */
export function toLocalInput(ts: number, timeZone: string): string {
  const ms = ts * 1000;
  return new Date(ms + offsetMs(ms, timeZone)).toISOString().slice(0, 16);
}

/** Epoch seconds of a `datetime-local` value read in the business's time zone; null when malformed. */
export function fromLocalInput(value: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // Two passes settle the offset across a daylight-saving change.
  let utc = wall - offsetMs(wall, timeZone);
  utc = wall - offsetMs(utc, timeZone);
  return Math.floor(utc / 1000);
}
