import type { components } from "../generated/schema";
import { invalidHostItems } from "./hostList";
import { ipv4ToNumber, isIPv4 } from "./ipv4";
import { invalidMacItems } from "./macList";
import { type FieldProblems, RULE_MESSAGES, type RuleMessageKey, type RuleProblem } from "./messages";
import { isNameLengthValid } from "./nameLength";
import { isNetmask, sameSubnet } from "./netmask";
import { validateStaticWan } from "./staticWan";
import { vlanEntriesProblems } from "./wanVlans";

type Schemas = components["schemas"];

export type { FieldProblems, RuleProblem } from "./messages";

/** Wifi keys (WPA passphrases) are 8 to 63 characters, as the contract says of `Ssid.key`. */
export const WIFI_KEY_MIN = 8;
export const WIFI_KEY_MAX = 63;

/** SSIDs are at most 32 bytes: the name-length rule counts a CJK character as 3. */
export const SSID_NAME_MAX = 32;

/** Integer bounds of the numeric fields, from the contract (openapi/schemas/network.yaml). */
export const NETWORK_BOUNDS = {
  leaseTime: [60, 31536000],
  rate: [0, 10000000],
  percent: [0, 100],
  degree: [0, 150],
} as const satisfies Record<string, readonly [number, number]>;

// The checks of one field each; the first problem of a field wins.
function checker(p: FieldProblems) {
  const add = (path: string, key: RuleMessageKey, values?: RuleProblem["values"]) => {
    if (!p[path]) p[path] = values ? { key, values } : { key };
  };
  return {
    problems: p,
    add,
    ip: (path: string, v: string | undefined) => {
      if (v !== undefined && !isIPv4(v.trim())) add(path, RULE_MESSAGES.ipv4);
    },
    mask: (path: string, v: string | undefined) => {
      if (v !== undefined && !isNetmask(v.trim())) add(path, RULE_MESSAGES.netmask);
    },
    range: (path: string, v: number | undefined, [min, max]: readonly [number, number]) => {
      if (v !== undefined && (!Number.isInteger(v) || v < min || v > max)) add(path, RULE_MESSAGES.range, { min, max });
    },
    staticBlock: (path: string, v: { ip?: string; mask?: string; gateway?: string } | undefined) => {
      for (const [field, key] of Object.entries(validateStaticWan(v ?? {}))) add(`${path}/static/${field}`, key);
    },
    hosts: (path: string, list: string[] | undefined) => {
      const bad = invalidHostItems(list ?? []);
      if (bad.length) add(path, RULE_MESSAGES.hostList, { items: bad.join(", ") });
    },
    macs: (path: string, list: string[] | undefined) => {
      const bad = invalidMacItems(list ?? []);
      if (bad.length) add(path, RULE_MESSAGES.macList, { items: bad.join(", ") });
    },
  };
}
type Checker = ReturnType<typeof checker>;

function checkWan(c: Checker, n: Schemas["NetworkSettings"], base: string): void {
  n.wan?.forEach((w, i) => {
    const at = `${base}/wan/${i}`;
    if (w.mode === "static") c.staticBlock(at, w.static);
    if (w.mode === "pppoe" && !w.pppoe?.username?.trim()) c.add(`${at}/pppoe/username`, RULE_MESSAGES.required);
    if (w.mode === "vlan" && !w.vlan?.length) c.add(`${at}/vlan`, RULE_MESSAGES.vlanRequired);
    vlanEntriesProblems(w.vlan ?? [], `${at}/vlan`, c.problems);
  });
}

function checkWifi(c: Checker, n: Schemas["NetworkSettings"], base: string): void {
  for (const band of ["2.4g", "5g"] as const) {
    const seen = new Set<number>();
    n.wifi?.[band]?.ssid.forEach((s, i) => {
      const at = `${base}/wifi/${band}/ssid/${i}`;
      if (seen.has(s.index)) c.add(`${at}/index`, RULE_MESSAGES.duplicate);
      seen.add(s.index);
      if (s.enable && !s.name?.trim()) c.add(`${at}/name`, RULE_MESSAGES.required);
      else if (s.name && !isNameLengthValid(s.name, SSID_NAME_MAX)) {
        c.add(`${at}/name`, RULE_MESSAGES.ssidLength, { max: SSID_NAME_MAX });
      }
      const len = (s.key ?? "").length;
      if (s.key_type && s.key_type !== "none" && (len < WIFI_KEY_MIN || len > WIFI_KEY_MAX)) {
        c.add(`${at}/key`, RULE_MESSAGES.wifiKey, { min: WIFI_KEY_MIN, max: WIFI_KEY_MAX });
      }
      c.range(`${at}/rateLimit/upload`, s.rateLimit?.upload, NETWORK_BOUNDS.rate);
      c.range(`${at}/rateLimit/download`, s.rateLimit?.download, NETWORK_BOUNDS.rate);
    });
  }
}

/**
 * Checks WAN, LAN and wifi settings (part 1 section 5) with paths under `base`: static, PPPoE and VLAN blocks,
 * LAN addresses and host lists, SSID indexes, names and keys.
 * @example networkSettingsProblems({ lan: [{ netmask: "255.0.255.0" }] }) // { "network/lan/0/netmask": { key: "validation.netmask" } }
 */
export function networkSettingsProblems(n: Schemas["NetworkSettings"] | undefined, base = "network"): FieldProblems {
  const p: FieldProblems = {};
  if (!n) return p;
  const c = checker(p);
  checkWan(c, n, base);
  n.lan?.forEach((l, i) => {
    const at = `${base}/lan/${i}`;
    c.ip(`${at}/ipaddr`, l.ipaddr);
    c.mask(`${at}/netmask`, l.netmask);
    c.mask(`${at}/mask`, l.mask);
    c.hosts(`${at}/whiteip`, l.whiteip);
  });
  checkWifi(c, n, base);
  return p;
}

// The LAN a DHCP pool serves: same interface name, else the pool's position.
const lanOf = (d: Schemas["NetworkDetail"], pool: Schemas["DhcpPool"], i: number) =>
  d.network?.lan?.find((l) => pool.interface && l.interface === pool.interface) ?? d.network?.lan?.[i];

function checkDhcp(c: Checker, d: Schemas["NetworkDetail"]): void {
  d.dhcp?.forEach((pool, i) => {
    const at = `dhcp/${i}`;
    c.ip(`${at}/start`, pool.start);
    c.ip(`${at}/end`, pool.end);
    c.range(`${at}/leaseTime`, pool.leaseTime, NETWORK_BOUNDS.leaseTime);
    if (!pool.start || !pool.end || !isIPv4(pool.start) || !isIPv4(pool.end)) return;
    const lan = lanOf(d, pool, i);
    const lanMask = lan?.netmask ?? lan?.mask;
    const outside =
      lan?.ipaddr && lanMask && isIPv4(lan.ipaddr) && isNetmask(lanMask)
        ? !sameSubnet(pool.start, lan.ipaddr, lanMask) || !sameSubnet(pool.end, lan.ipaddr, lanMask)
        : false;
    if (outside || (ipv4ToNumber(pool.start) ?? 0) > (ipv4ToNumber(pool.end) ?? 0)) {
      c.add(`${at}/end`, RULE_MESSAGES.ipRange);
    }
  });
}

/**
 * Checks a whole per-device, per-group or template network detail (part 1 section 5), field by field: the
 * widgets' form and the server's save run this one composition. Paths are the detail's own
 * (`network/lan/0/netmask`, `splashPage/0/black`, `dhcp/0/end`); the server prefixes its body path.
 * @example networkDetailProblems({ dns: { servers: ["8.8.8"] } }) // { "dns/servers/0": { key: "validation.ipv4" } }
 */
export function networkDetailProblems(d: Schemas["NetworkDetail"]): FieldProblems {
  const p = networkSettingsProblems(d.network, "network");
  const c = checker(p);
  d.splashPage?.forEach((s, i) => {
    c.hosts(`splashPage/${i}/white`, s.white);
    c.macs(`splashPage/${i}/whiteDevice`, s.whiteDevice);
    c.macs(`splashPage/${i}/black`, s.black);
  });
  const a = d.alarm;
  c.range("alarm/temperature/degree", a?.temperature?.degree, NETWORK_BOUNDS.degree);
  c.range("alarm/cpu/threshold", a?.cpu?.threshold, NETWORK_BOUNDS.percent);
  c.range("alarm/memory/threshold", a?.memory?.threshold, NETWORK_BOUNDS.percent);
  a?.bandwidth?.forEach((b, i) => {
    c.range(`alarm/bandwidth/${i}/upload`, b.upload, NETWORK_BOUNDS.rate);
    c.range(`alarm/bandwidth/${i}/download`, b.download, NETWORK_BOUNDS.rate);
  });
  d.dns?.servers?.forEach((s, i) => {
    c.ip(`dns/servers/${i}`, s);
  });
  checkDhcp(c, d);
  return p;
}
