/**
 * Wall-clock time in a time zone (the business's, never the browser's or the server's): offsets, day and time
 * fields to instants and back. The one place these conversions live, for the server, the widgets and the CLI.
 */

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

/** Milliseconds `timeZone` is ahead of UTC at the instant `utcMs` (east positive). */
export function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(utcMs))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * Epoch seconds of a wall-clock time in `timeZone`, given as the milliseconds whose UTC fields are that wall clock.
 * Twice: the offset at the guess may differ from the one at the answer next to a daylight-saving change.
 * @example wallToEpoch(Date.UTC(2026, 10, 18, 8, 0), "Asia/Taipei") // 1795046400 (00:00 UTC)
 */
export function wallToEpoch(wallUtcMs: number, timeZone: string): number {
  let t = wallUtcMs - zoneOffsetMs(wallUtcMs, timeZone);
  t = wallUtcMs - zoneOffsetMs(t, timeZone);
  return Math.floor(t / 1000);
}

/**
 * Epoch seconds of a wall-clock time ("HH:MM") on a day (YYYY-MM-DD) in a time zone; null for a malformed time.
 * @example zonedTs("2026-12-24", "10:00", "Asia/Taipei") // 1797991200
 */
export function zonedTs(day: string, time: string, timeZone: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (h > 23 || min > 59) return null;
  return wallToEpoch(Date.parse(`${day}T00:00:00Z`) + (h * 60 + min) * 60_000, timeZone);
}

/**
 * The wall-clock "HH:MM" of an instant (epoch seconds) in a time zone.
 * @example timeOfTs(1797991200, "Asia/Taipei") // "10:00"
 */
export function timeOfTs(ts: number, timeZone: string): string {
  return toLocalInput(ts, timeZone).slice(11);
}

/**
 * The `datetime-local` value ("YYYY-MM-DDTHH:mm") of epoch seconds in a time zone.
 * @example toLocalInput(1795046400, "Asia/Taipei") // "2026-11-18T08:00"
 */
export function toLocalInput(ts: number, timeZone: string): string {
  const ms = ts * 1000;
  return new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString().slice(0, 16);
}

/** Epoch seconds of a `datetime-local` value read in a time zone; null when malformed. */
export function fromLocalInput(value: string, timeZone: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return m ? zonedTs(m[1]!, m[2]!, timeZone) : null;
}
