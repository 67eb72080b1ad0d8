import { ipv4ToNumber, numberToIPv4 } from "./ipv4";

/**
 * Prefix length of a contiguous dotted netmask (`255.255.255.0` => 24), or null when the mask is not
 * dotted-quad or its one bits are not contiguous from the left.
 *
 * @example
 * netmaskToPrefix("255.255.240.0"); // 20
 * netmaskToPrefix("255.0.255.0"); // null
 */
export function netmaskToPrefix(mask: string): number | null {
  const n = ipv4ToNumber(mask);
  if (n === null) return null;
  const inverted = ~n >>> 0;
  // Contiguous ones from the left <=> the inverted mask is 2^k - 1.
  if ((inverted & (inverted + 1)) !== 0) return null;
  return 32 - Math.log2(inverted + 1);
}

/**
 * True for a valid contiguous dotted netmask (`0.0.0.0` to `255.255.255.255`).
 *
 * @example
 * isNetmask("255.255.255.0"); // true
 * isNetmask("255.255.0.255"); // false
 */
export function isNetmask(mask: string): boolean {
  return netmaskToPrefix(mask) !== null;
}

/**
 * Dotted netmask of a prefix length 0-32.
 *
 * @example
 * prefixToNetmask(24); // "255.255.255.0"
 */
export function prefixToNetmask(prefix: number): string {
  const n = prefix <= 0 ? 0 : (0xffffffff << (32 - Math.min(prefix, 32))) >>> 0;
  return numberToIPv4(n);
}

/**
 * True when both addresses are IPv4, the mask is a valid netmask, and `a & mask === b & mask`.
 *
 * @example
 * sameSubnet("192.168.1.10", "192.168.1.1", "255.255.255.0"); // true
 * sameSubnet("192.168.2.10", "192.168.1.1", "255.255.255.0"); // false
 */
export function sameSubnet(a: string, b: string, mask: string): boolean {
  const x = ipv4ToNumber(a);
  const y = ipv4ToNumber(b);
  const m = ipv4ToNumber(mask);
  if (x === null || y === null || m === null || !isNetmask(mask)) return false;
  return (x & m) >>> 0 === (y & m) >>> 0;
}
