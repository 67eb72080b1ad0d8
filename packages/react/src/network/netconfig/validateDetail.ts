import {
  invalidHostItems,
  invalidMacItems,
  ipv4ToNumber,
  isIPv4,
  isNameLengthValid,
  isNetmask,
  isVlanId,
  RULE_MESSAGES,
  sameSubnet,
  validateStaticWan,
} from "@portico/sdk/rules";
import type { FieldPath } from "./paths";
import type { NetworkDetail } from "./types";

/** One field's problem: an i18n key (a rule's message key or a `netconfig.error.*` key) and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** Problems by field path; an empty map means the detail may be saved. */
export type Problems = Map<FieldPath, Problem>;

/** Wifi keys (WPA passphrases) are 8 to 63 characters, as the contract says of `Ssid.key`. */
export const WIFI_KEY_MIN = 8;
export const WIFI_KEY_MAX = 63;

/** SSIDs are at most 32 bytes: the name-length rule counts a CJK character as 3. */
export const SSID_NAME_MAX = 32;

/** Integer bounds of the numeric fields, from the contract (openapi/schemas/network.yaml). */
export const BOUNDS = {
  leaseTime: [60, 31536000],
  rate: [0, 10000000],
  percent: [0, 100],
  degree: [0, 150],
} as const satisfies Record<string, readonly [number, number]>;

const add = (p: Problems, path: FieldPath, problem: Problem) => {
  if (!p.has(path)) p.set(path, problem);
};
const ip = (p: Problems, path: FieldPath, v: string | undefined) => {
  if (v !== undefined && !isIPv4(v.trim())) add(p, path, { key: RULE_MESSAGES.ipv4 });
};
const mask = (p: Problems, path: FieldPath, v: string | undefined) => {
  if (v !== undefined && !isNetmask(v.trim())) add(p, path, { key: RULE_MESSAGES.netmask });
};
const range = (p: Problems, path: FieldPath, v: number | undefined, [min, max]: readonly [number, number]) => {
  if (v !== undefined && (!Number.isInteger(v) || v < min || v > max)) {
    add(p, path, { key: "netconfig.error.range", values: { min, max } });
  }
};
const staticBlock = (p: Problems, path: FieldPath, v: { ip?: string; mask?: string; gateway?: string } | undefined) => {
  for (const [field, key] of Object.entries(validateStaticWan(v ?? {}))) add(p, `${path}/static/${field}`, { key });
};
const pppoe = (p: Problems, path: FieldPath, v: { username?: string } | undefined) => {
  if (!v?.username?.trim()) add(p, `${path}/pppoe/username`, { key: RULE_MESSAGES.required });
};
const hosts = (p: Problems, path: FieldPath, list: string[] | undefined) => {
  const bad = invalidHostItems(list ?? []);
  if (bad.length) add(p, path, { key: "netconfig.error.hostList", values: { items: bad.join(", ") } });
};
const macs = (p: Problems, path: FieldPath, list: string[] | undefined) => {
  const bad = invalidMacItems(list ?? []);
  if (bad.length) add(p, path, { key: "netconfig.error.macList", values: { items: bad.join(", ") } });
};

/**
 * Checks a network detail with the rules of `@portico/sdk/rules` (part 1 section 5), field by field, the way the
 * server checks it again on save: WAN static/PPPoE/VLAN blocks, LAN addresses and host lists, SSID names and keys,
 * splash-page host and MAC lists, DNS servers, DHCP ranges inside their LAN's subnet, and the numeric bounds.
 */
export function validateDetail(d: NetworkDetail): Problems {
  const p: Problems = new Map();
  const n = d.network;
  n?.wan?.forEach((w, i) => {
    const at = `network/wan/${i}`;
    if (w.mode === "static") staticBlock(p, at, w.static);
    if (w.mode === "pppoe") pppoe(p, at, w.pppoe);
    if (w.mode === "vlan" && !w.vlan?.length) add(p, `${at}/vlan`, { key: "netconfig.error.vlanRequired" });
    const ids = new Set<number>();
    w.vlan?.forEach((v, j) => {
      const vat = `${at}/vlan/${j}`;
      if (!isVlanId(v.vlanId)) add(p, `${vat}/vlanId`, { key: "netconfig.error.vlanId" });
      else if (ids.has(v.vlanId)) add(p, `${vat}/vlanId`, { key: "netconfig.error.duplicate" });
      ids.add(v.vlanId);
      if (v.mode === "static") staticBlock(p, vat, v.static);
      if (v.mode === "pppoe") pppoe(p, vat, v.pppoe);
    });
  });
  n?.lan?.forEach((l, i) => {
    const at = `network/lan/${i}`;
    ip(p, `${at}/ipaddr`, l.ipaddr);
    mask(p, `${at}/netmask`, l.netmask);
    mask(p, `${at}/mask`, l.mask);
    hosts(p, `${at}/whiteip`, l.whiteip);
  });
  for (const band of ["2.4g", "5g"] as const) {
    n?.wifi?.[band]?.ssid.forEach((s, i) => {
      const at = `network/wifi/${band}/ssid/${i}`;
      if (s.enable && !s.name?.trim()) add(p, `${at}/name`, { key: RULE_MESSAGES.required });
      else if (s.name && !isNameLengthValid(s.name, SSID_NAME_MAX)) {
        add(p, `${at}/name`, { key: "netconfig.error.ssidLength", values: { max: SSID_NAME_MAX } });
      }
      const len = (s.key ?? "").length;
      if (s.key_type && s.key_type !== "none" && (len < WIFI_KEY_MIN || len > WIFI_KEY_MAX)) {
        add(p, `${at}/key`, { key: "netconfig.error.wifiKey", values: { min: WIFI_KEY_MIN, max: WIFI_KEY_MAX } });
      }
      range(p, `${at}/rateLimit/upload`, s.rateLimit?.upload, BOUNDS.rate);
      range(p, `${at}/rateLimit/download`, s.rateLimit?.download, BOUNDS.rate);
    });
  }
  d.splashPage?.forEach((s, i) => {
    hosts(p, `splashPage/${i}/white`, s.white);
    macs(p, `splashPage/${i}/whiteDevice`, s.whiteDevice);
    macs(p, `splashPage/${i}/black`, s.black);
  });
  const a = d.alarm;
  range(p, "alarm/temperature/degree", a?.temperature?.degree, BOUNDS.degree);
  range(p, "alarm/cpu/threshold", a?.cpu?.threshold, BOUNDS.percent);
  range(p, "alarm/memory/threshold", a?.memory?.threshold, BOUNDS.percent);
  a?.bandwidth?.forEach((b, i) => {
    range(p, `alarm/bandwidth/${i}/upload`, b.upload, BOUNDS.rate);
    range(p, `alarm/bandwidth/${i}/download`, b.download, BOUNDS.rate);
  });
  d.dns?.servers?.forEach((s, i) => {
    ip(p, `dns/servers/${i}`, s);
  });
  d.dhcp?.forEach((pool, i) => {
    const at = `dhcp/${i}`;
    ip(p, `${at}/start`, pool.start);
    ip(p, `${at}/end`, pool.end);
    range(p, `${at}/leaseTime`, pool.leaseTime, BOUNDS.leaseTime);
    if (!pool.start || !pool.end || !isIPv4(pool.start) || !isIPv4(pool.end)) return;
    // The LAN a pool serves: same interface name, else the same position (as the server decides).
    const lan = n?.lan?.find((l) => pool.interface && l.interface === pool.interface) ?? n?.lan?.[i];
    const lanMask = lan?.netmask ?? lan?.mask;
    const outside =
      lan?.ipaddr && lanMask && isIPv4(lan.ipaddr) && isNetmask(lanMask)
        ? !sameSubnet(pool.start, lan.ipaddr, lanMask) || !sameSubnet(pool.end, lan.ipaddr, lanMask)
        : false;
    if (outside || (ipv4ToNumber(pool.start) ?? 0) > (ipv4ToNumber(pool.end) ?? 0)) {
      add(p, `${at}/end`, { key: "netconfig.error.ipRange" });
    }
  });
  return p;
}
