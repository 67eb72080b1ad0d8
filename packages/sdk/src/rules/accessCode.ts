// The stored form of an iNode access code (contract schema `Ac`): 12 hex digits, no separators.
const AC = /^[0-9A-Fa-f]{12}$/;

/**
 * True for an iNode access code (ac) as bind takes it: the device's base MAC address written as 12 hex digits
 * without separators (upper or lower case; the server stores it upper-case).
 *
 * @example
 * isAccessCode("00AABB112233"); // true
 * isAccessCode("00:AA:BB:11:22:33"); // false: separators are a MAC spelling, not an ac
 */
export function isAccessCode(value: unknown): value is string {
  return typeof value === "string" && AC.test(value);
}
