/**
 * Display formats of the device widgets (part 3 section 9: usage as days, hours:minutes:seconds; bandwidth in
 * K, M, G).
 */

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A duration in seconds as "Nd hh:mm:ss" (days only when there are any).
 * @example formatDuration(90061) // "1d 01:01:01"
 */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86400);
  const hms = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return d > 0 ? `${d}d ${hms}` : hms;
}

/**
 * Bytes (or bytes per second) in K, M, G with one decimal.
 * @example formatBytes(1536) // "1.5 K"
 */
export function formatBytes(value: number): string {
  const v = Math.abs(value);
  if (v >= 1024 ** 3) return `${(value / 1024 ** 3).toFixed(1)} G`;
  if (v >= 1024 ** 2) return `${(value / 1024 ** 2).toFixed(1)} M`;
  if (v >= 1024) return `${(value / 1024).toFixed(1)} K`;
  return `${Math.round(value)} `;
}

/** An epoch-seconds time in the user's locale (date and time). */
export function formatTs(ts: number | null | undefined, locale?: string): string {
  if (ts === null || ts === undefined) return "";
  return new Date(ts * 1000).toLocaleString(locale);
}

/** An epoch-seconds time of day (hh:mm:ss), for chart axes. */
export function formatClock(ts: number, locale?: string): string {
  return new Date(ts * 1000).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}
