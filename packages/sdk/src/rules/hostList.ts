import { ipv4ToNumber, isIPv4 } from "./ipv4";

/** Options of {@link invalidHostItems}. */
export interface HostListOptions {
  /** The spec's no-host-name option: only IPv4 forms are accepted. */
  noHostName?: boolean;
  /** Items that may not appear (compared case-insensitively), e.g. the portal's own host. */
  exclude?: readonly string[];
}

// A label is letters, digits and hyphens (not at either end); `*` is allowed as a wildcard anywhere in it.
const LABEL = /^(?=.{1,63}$)[a-z0-9*](?:[a-z0-9*-]*[a-z0-9*])?$/i;

/**
 * True for a host name of at least two labels (`example.com`, `*.example.com`, `cdn*.example.com`) whose last
 * label is not all digits (so a malformed address such as `1.2.3.999` is not taken for a host name).
 *
 * @example
 * isHostName("*.example.com"); // true
 * isHostName("-bad.example.com"); // false
 */
export function isHostName(value: string): boolean {
  const labels = value.split(".");
  if (value.length > 253 || labels.length < 2) return false;
  return labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1] ?? "");
}

/**
 * True for one item of a URL/host list: an IPv4 address, an IPv4 with a /0 to /32 prefix, a range
 * `a.b.c.x-a.b.c.y` (first three octets equal, start below end), or, unless `noHostName`, a host name.
 *
 * @example
 * isHostListItem("10.0.0.0/8"); // true
 * isHostListItem("10.0.0.9-10.0.0.3"); // false: start not below end
 */
export function isHostListItem(item: string, options: HostListOptions = {}): boolean {
  if (isIPv4(item)) return true;
  const cidr = /^(.+)\/(\d{1,2})$/.exec(item);
  if (cidr) return isIPv4(cidr[1] ?? "") && Number(cidr[2]) <= 32;
  const range = item.split("-");
  if (range.length === 2 && range.every(isIPv4)) {
    const [start = "", end = ""] = range;
    const sameNet = start.slice(0, start.lastIndexOf(".")) === end.slice(0, end.lastIndexOf("."));
    return sameNet && (ipv4ToNumber(start) ?? 0) < (ipv4ToNumber(end) ?? 0);
  }
  return !options.noHostName && isHostName(item);
}

/**
 * The invalid items of a URL/host list, in order: items that are not {@link isHostListItem}, items in the
 * exclusion list, and every repeat of an item already listed (case-insensitive). Empty means valid.
 *
 * @example
 * invalidHostItems(["example.com", "1.2.3", "Example.com"]); // ["1.2.3", "Example.com"]
 */
export function invalidHostItems(items: readonly string[], options: HostListOptions = {}): string[] {
  const excluded = new Set((options.exclude ?? []).map((x) => x.trim().toLowerCase()));
  const seen = new Set<string>();
  return items.filter((raw) => {
    const item = raw.trim();
    const key = item.toLowerCase();
    const bad = !isHostListItem(item, options) || excluded.has(key) || seen.has(key);
    seen.add(key);
    return bad;
  });
}

/**
 * Splits a typed list (newlines, commas, spaces or semicolons between items) into trimmed, non-empty items.
 *
 * @example
 * splitList("a.com, b.com\n10.0.0.1"); // ["a.com", "b.com", "10.0.0.1"]
 */
export function splitList(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}
