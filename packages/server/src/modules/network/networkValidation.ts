import type { components } from "@portico/sdk";
import {
  invalidHostItems,
  invalidMacItems,
  ipv4ToNumber,
  isIPv4,
  isNetmask,
  RULE_MESSAGES,
  removeEmptyProbeUrls,
  sameSubnet,
  validateStaticWan,
} from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../errors";
import { localize, requestLang } from "./networkMessages";

type Schemas = components["schemas"];
export type NetworkSettings = Schemas["NetworkSettings"];
export type NetworkDetail = Schemas["NetworkDetail"];

/** What a check found: message key (and the offending items) per field path such as `network/lan/0/netmask`. */
export class Problems {
  readonly found = new Map<string, { key: string; items?: string[] }>();
  /** Records the first problem of a field. */
  add(path: string, key: string, items?: string[]): void {
    if (!this.found.has(path)) this.found.set(path, items ? { key, items } : { key });
  }
  get empty(): boolean {
    return this.found.size === 0;
  }
  /**
   * Throws 400 VALIDATION_FAILED when anything was found: `fields` per path and `description` (the first
   * problem) in the request's language, `userMessage` the first message key.
   */
  throwIfAny(req: FastifyRequest): void {
    if (this.empty) return;
    const lang = requestLang(req);
    const fields = Object.fromEntries([...this.found].map(([p, m]) => [p, localize(lang, m.key, m.items)]));
    const [first] = this.found.values();
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid network settings", {
      description: localize(lang, first!.key, first!.items),
      userMessage: first!.key,
      fields,
    });
  }
}

const ip = (p: Problems, path: string, v: string | undefined) => {
  if (v !== undefined && !isIPv4(v.trim())) p.add(path, RULE_MESSAGES.ipv4);
};
const mask = (p: Problems, path: string, v: string | undefined) => {
  if (v !== undefined && !isNetmask(v.trim())) p.add(path, RULE_MESSAGES.netmask);
};
const staticBlock = (p: Problems, path: string, v: Schemas["StaticIp"] | undefined) => {
  for (const [field, key] of Object.entries(validateStaticWan(v ?? {}))) p.add(`${path}/static/${field}`, key);
};
const hosts = (p: Problems, path: string, list: string[] | undefined) => {
  const bad = invalidHostItems(list ?? []);
  if (bad.length) p.add(path, "validation.hostList", bad);
};
const macs = (p: Problems, path: string, list: string[] | undefined) => {
  const bad = invalidMacItems(list ?? []);
  if (bad.length) p.add(path, "validation.macList", bad);
};

/** Checks WAN, LAN and wifi settings (part 1 section 5) under `base` (e.g. `network`). */
export function checkNetworkSettings(n: NetworkSettings | undefined, base: string, p: Problems): void {
  n?.wan?.forEach((w, i) => {
    const at = `${base}/wan/${i}`;
    if (w.mode === "static") staticBlock(p, at, w.static);
    if (w.mode === "pppoe" && !w.pppoe) p.add(`${at}/pppoe`, RULE_MESSAGES.required);
    if (w.mode === "vlan" && !w.vlan?.length) p.add(`${at}/vlan`, "validation.vlanRequired");
    const ids = new Set<number>();
    w.vlan?.forEach((v, j) => {
      if (ids.has(v.vlanId)) p.add(`${at}/vlan/${j}/vlanId`, "validation.duplicate");
      ids.add(v.vlanId);
      if (v.mode === "static") staticBlock(p, `${at}/vlan/${j}`, v.static);
      if (v.mode === "pppoe" && !v.pppoe) p.add(`${at}/vlan/${j}/pppoe`, RULE_MESSAGES.required);
    });
  });
  n?.lan?.forEach((l, i) => {
    const at = `${base}/lan/${i}`;
    ip(p, `${at}/ipaddr`, l.ipaddr);
    mask(p, `${at}/netmask`, l.netmask);
    mask(p, `${at}/mask`, l.mask);
    hosts(p, `${at}/whiteip`, l.whiteip);
  });
  for (const band of ["2.4g", "5g"] as const) {
    const seen = new Set<number>();
    n?.wifi?.[band]?.ssid.forEach((s, i) => {
      const at = `${base}/wifi/${band}/ssid/${i}`;
      if (seen.has(s.index)) p.add(`${at}/index`, "validation.duplicate");
      seen.add(s.index);
      if (s.enable && !s.name?.trim()) p.add(`${at}/name`, RULE_MESSAGES.required);
      const key = s.key ?? "";
      if (s.key_type && s.key_type !== "none" && (key.length < 8 || key.length > 63)) {
        p.add(`${at}/key`, "validation.wifiKey");
      }
    });
  }
}

// The LAN a DHCP pool serves: same interface name, else the pool's position.
const lanOf = (d: NetworkDetail, pool: Schemas["DhcpPool"], i: number) =>
  d.network?.lan?.find((l) => pool.interface && l.interface === pool.interface) ?? d.network?.lan?.[i];

/** Checks a whole per-device or per-group detail under `base` (e.g. `detail`). */
export function checkNetworkDetail(d: NetworkDetail | undefined, base: string, p: Problems): void {
  if (!d) return;
  checkNetworkSettings(d.network, `${base}/network`, p);
  d.splashPage?.forEach((s, i) => {
    hosts(p, `${base}/splashPage/${i}/white`, s.white);
    macs(p, `${base}/splashPage/${i}/whiteDevice`, s.whiteDevice);
    macs(p, `${base}/splashPage/${i}/black`, s.black);
  });
  d.dns?.servers?.forEach((s, i) => {
    ip(p, `${base}/dns/servers/${i}`, s);
  });
  d.dhcp?.forEach((pool, i) => {
    const at = `${base}/dhcp/${i}`;
    ip(p, `${at}/start`, pool.start);
    ip(p, `${at}/end`, pool.end);
    if (!pool.start || !pool.end || !isIPv4(pool.start) || !isIPv4(pool.end)) return;
    const lan = lanOf(d, pool, i);
    const lanMask = lan?.netmask ?? lan?.mask;
    const outside =
      lan?.ipaddr && lanMask && isIPv4(lan.ipaddr) && isNetmask(lanMask)
        ? !sameSubnet(pool.start, lan.ipaddr, lanMask) || !sameSubnet(pool.end, lan.ipaddr, lanMask)
        : false;
    if (outside || (ipv4ToNumber(pool.start) ?? 0) > (ipv4ToNumber(pool.end) ?? 0)) {
      p.add(`${at}/end`, "validation.ipRange");
    }
  });
}

/** WAN blocks as the mode says (dhcp carries an empty `dhcp` block, other modes none). */
export function normalizeNetwork<N extends NetworkSettings | undefined>(n: N): N {
  if (!n?.wan) return n;
  return {
    ...n,
    wan: n.wan.map(({ dhcp, ...w }) => (w.mode === "dhcp" ? { ...w, dhcp: dhcp ?? {} } : w)),
  } as N;
}

/** The detail as it is stored: WAN blocks normalised and empty probe URLs removed. */
export function normalizeDetail(d: NetworkDetail): NetworkDetail {
  const out: NetworkDetail = { ...d };
  if (d.network) out.network = normalizeNetwork(d.network);
  if (d.endpoint?.probe?.url) {
    out.endpoint = { ...d.endpoint, probe: { ...d.endpoint.probe, url: removeEmptyProbeUrls(d.endpoint.probe.url) } };
  }
  return out;
}

/** True when `tz` is a time zone this runtime knows (Intl throws RangeError otherwise). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
