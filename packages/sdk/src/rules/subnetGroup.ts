import { isIPv4 } from "./ipv4";
import { sameSubnet } from "./netmask";

/**
 * The group check: every address of the list must be IPv4 and in the same subnet as the reference address
 * (default the first of the list) under the mask. Returns the offending addresses; empty means valid.
 *
 * @example
 * subnetOutliers(["192.168.1.1", "192.168.1.20", "192.168.2.3"], "255.255.255.0"); // ["192.168.2.3"]
 */
export function subnetOutliers(ips: readonly string[], mask: string, reference: string | undefined = ips[0]): string[] {
  if (reference === undefined) return [];
  return ips.filter((ip) => !isIPv4(ip) || !sameSubnet(ip, reference, mask));
}

/**
 * True when {@link subnetOutliers} finds none.
 *
 * @example
 * isSameSubnetGroup(["10.0.0.1", "10.0.0.9"], "255.255.255.0"); // true
 */
export function isSameSubnetGroup(ips: readonly string[], mask: string, reference?: string): boolean {
  return subnetOutliers(ips, mask, reference).length === 0;
}
