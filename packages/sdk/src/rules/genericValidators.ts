/** A date-time as a Date, epoch milliseconds, or an ISO 8601 string. */
export type DateTimeInput = Date | number | string;

const ms = (v: DateTimeInput): number => (v instanceof Date ? v.getTime() : typeof v === "number" ? v : Date.parse(v));

/**
 * The match rule (confirm fields): true when the confirmation equals the original exactly.
 *
 * @example
 * matches("s3cret!", "s3cret!"); // true
 */
export function matches(value: unknown, other: unknown): boolean {
  return value === other;
}

/**
 * Min and max date-time rule: true when the value is a valid date-time not before `min` and not after `max`
 * (each bound optional, inclusive).
 *
 * @example
 * isWithinDateTime("2024-05-02T10:00:00Z", { min: "2024-05-01T00:00:00Z" }); // true
 */
export function isWithinDateTime(value: DateTimeInput, bounds: { min?: DateTimeInput; max?: DateTimeInput }): boolean {
  const v = ms(value);
  if (Number.isNaN(v)) return false;
  if (bounds.min !== undefined && v < ms(bounds.min)) return false;
  return !(bounds.max !== undefined && v > ms(bounds.max));
}

/**
 * Blacklist rule: true when the value is NOT one of the listed values (compared trimmed, case-insensitively).
 *
 * @example
 * notBlacklisted("Admin", ["admin", "root"]); // false
 */
export function notBlacklisted(value: string, blacklist: readonly string[]): boolean {
  const v = value.trim().toLowerCase();
  return !blacklist.some((b) => b.trim().toLowerCase() === v);
}

/**
 * Duplicate-count rule: true when the value occurs in the list at most `max` times (default 1), i.e. a field
 * whose value is already among the list (that includes itself) more than `max` times is invalid.
 *
 * @example
 * withinDuplicateCount("a", ["a", "b", "a"]); // false: 2 > 1
 */
export function withinDuplicateCount<T>(value: T, values: readonly T[], max = 1): boolean {
  return values.filter((v) => v === value).length <= max;
}

/**
 * Number-only input: strips every character that is not a digit 0-9.
 *
 * @example
 * numberOnly("+886 (2) 1234-5678"); // "886212345678"
 */
export function numberOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * Empty-to-null conversion: an empty or blank string, undefined or null becomes null; anything else is kept.
 *
 * @example
 * emptyToNull("  "); // null
 * emptyToNull("x"); // "x"
 */
export function emptyToNull<T>(value: T): Exclude<T, undefined> | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  return value as Exclude<T, undefined>;
}

/**
 * The required rule for free text (a debug command, a name): true when it has at least one non-space
 * character; the server's contract uses the same test (pattern `\S`).
 *
 * @example
 * isFilled("  "); // false
 * isFilled(" ping 8.8.8.8 "); // true
 */
export function isFilled(value: string | null | undefined): boolean {
  return /\S/.test(value ?? "");
}
