import ipaddr from "ipaddr.js";

/** Cloud metadata endpoints, named on their own so a refusal says what it protected. */
const METADATA = new Set(["169.254.169.254", "fd00:ec2::254", "100.100.100.200"]);

// IPv6 ranges that carry an IPv4 address the packet may end up at: judged by that address.
const EMBEDS_V4 = new Set(["ipv4Mapped", "rfc6145", "rfc6052", "6to4", "teredo"]);

function embeddedV4(ip: ipaddr.IPv6, range: string): ipaddr.IPv4[] {
  const p = ip.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  // 6to4 (2002:AABB:CCDD::/48) routes to AA.BB.CC.DD; Teredo holds its server in bits 32-63 and the client
  // XOR-obfuscated in the last 32 bits.
  if (range === "6to4") return [v4(p[1]!, p[2]!)];
  if (range === "teredo") return [v4(p[2]!, p[3]!), v4(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
  return [v4(p[6]!, p[7]!)];
}

/**
 * Why the server must not connect to `address` (a literal IPv4 or IPv6 address), or null when it may: anything
 * but public unicast is refused (loopback, private, link-local, CGNAT, multicast, unspecified, broadcast,
 * reserved, unique-local, metadata ...), IPv6 forms that embed an IPv4 address are judged by that address, and
 * a string that is not an address is refused too.
 * @example forbiddenAddress("::ffff:127.0.0.1"); // "loopback"
 */
export function forbiddenAddress(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return "not an address";
  const ip = ipaddr.parse(bare);
  if (METADATA.has(ip.toNormalizedString()) || METADATA.has(ip.toString())) return "metadata";
  const range = ip.range();
  if (ip.kind() === "ipv6" && EMBEDS_V4.has(range)) {
    for (const v4 of embeddedV4(ip as ipaddr.IPv6, range)) {
      const why = forbiddenAddress(v4.toString());
      if (why) return `${range} ${why}`;
    }
    return null;
  }
  return range === "unicast" ? null : range;
}
