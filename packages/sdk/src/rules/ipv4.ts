// Four decimal octets 0-255, no leading zeros (01 is ambiguous: octal in some parsers).
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/**
 * True for a dotted-quad IPv4 address (four octets 0-255 without leading zeros).
 *
 * @example
 * isIPv4("192.168.1.10"); // true
 * isIPv4("192.168.1.256"); // false
 */
export function isIPv4(value: string): boolean {
  return IPV4.test(value);
}

/**
 * The address as an unsigned 32-bit number, or null when it is not {@link isIPv4}.
 *
 * @example
 * ipv4ToNumber("10.0.0.1"); // 167772161
 */
export function ipv4ToNumber(value: string): number | null {
  if (!isIPv4(value)) return null;
  return value.split(".").reduce((n, octet) => n * 256 + Number(octet), 0);
}

/**
 * Dotted-quad form of an unsigned 32-bit number.
 *
 * @example
 * numberToIPv4(167772161); // "10.0.0.1"
 */
export function numberToIPv4(n: number): string {
  return [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join(".");
}
