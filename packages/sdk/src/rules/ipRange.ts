import { ipv4ToNumber } from "./ipv4";

/**
 * IP range rule: true when all three are IPv4 and `min <= value <= max` (compared numerically).
 *
 * @example
 * isIPInRange("192.168.1.50", "192.168.1.10", "192.168.1.100"); // true
 * isIPInRange("192.168.1.9", "192.168.1.10", "192.168.1.100"); // false
 */
export function isIPInRange(value: string, min: string, max: string): boolean {
  const v = ipv4ToNumber(value);
  const lo = ipv4ToNumber(min);
  const hi = ipv4ToNumber(max);
  return v !== null && lo !== null && hi !== null && lo <= v && v <= hi;
}
