import { isIPv4 } from "./ipv4";
import { RULE_MESSAGES, type RuleMessageKey } from "./messages";
import { isNetmask, sameSubnet } from "./netmask";

/** A static address block (WAN static mode, a VLAN's static block). */
export interface StaticAddress {
  ip?: string | null;
  gateway?: string | null;
  mask?: string | null;
}

/** Problems per field of {@link validateStaticWan}; an empty object means valid. */
export type StaticAddressProblems = Partial<Record<"ip" | "gateway" | "mask", RuleMessageKey>>;

/**
 * Checks a static address: ip, gateway and mask all present, ip and gateway dotted-quad, mask a contiguous
 * netmask, and ip and gateway in the same subnet (reported on the gateway, as the form shows it there).
 *
 * @example
 * validateStaticWan({ ip: "10.0.0.5", gateway: "10.0.1.1", mask: "255.255.255.0" });
 * // { gateway: "validation.sameSubnet" }
 */
export function validateStaticWan(value: StaticAddress): StaticAddressProblems {
  const problems: StaticAddressProblems = {};
  const check = (field: "ip" | "gateway" | "mask", ok: (v: string) => boolean, key: RuleMessageKey) => {
    const v = value[field]?.trim();
    if (!v) problems[field] = RULE_MESSAGES.required;
    else if (!ok(v)) problems[field] = key;
  };
  check("ip", isIPv4, RULE_MESSAGES.ipv4);
  check("gateway", isIPv4, RULE_MESSAGES.ipv4);
  check("mask", isNetmask, RULE_MESSAGES.netmask);
  if (Object.keys(problems).length === 0) {
    const [ip, gateway, mask] = [value.ip, value.gateway, value.mask].map((v) => String(v).trim()) as [
      string,
      string,
      string,
    ];
    if (!sameSubnet(ip, gateway, mask)) problems.gateway = RULE_MESSAGES.sameSubnet;
  }
  return problems;
}
