/**
 * LAN fields a device save strips: the group-wide LAN settings (addressing and access policy), which the
 * group's configuration owns. The device keeps its own port mapping: interface, mode, vlanId.
 */
export const DEVICE_SAVE_STRIPPED_LAN_FIELDS = [
  "ipaddr",
  "mask",
  "netmask",
  "httpsAllow",
  "blockLAN",
  "whiteip",
] as const;

/** LAN fields a group save strips: the per-device port mapping. */
export const GROUP_SAVE_STRIPPED_LAN_FIELDS = ["interface", "mode", "vlanId"] as const;

/** An endpoint probe URL entry: a plain string or an object with `url`. */
export type ProbeUrlEntry = string | { url?: string | null };

type NetworkLike = { wan?: unknown; lan?: Record<string, unknown>[]; wifi?: unknown };

const omit = (obj: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k)));

/**
 * Removes empty probe URL entries (blank strings, or objects whose `url` is blank or missing).
 *
 * @example
 * removeEmptyProbeUrls(["http://a.example", " ", { url: "" }]); // ["http://a.example"]
 */
export function removeEmptyProbeUrls<T extends ProbeUrlEntry>(urls: readonly T[]): T[] {
  return urls.filter((u) => (typeof u === "string" ? u : (u?.url ?? "")).trim() !== "");
}

/**
 * The network part of a device save: without `wifi`, and each LAN without
 * {@link DEVICE_SAVE_STRIPPED_LAN_FIELDS} (ipaddr, mask, netmask, httpsAllow, blockLAN, whiteip).
 *
 * @example
 * stripForDeviceSave({ wan: [], wifi: {}, lan: [{ interface: "eth1", ipaddr: "172.18.1.1" }] });
 * // { wan: [], lan: [{ interface: "eth1" }] }
 */
export function stripForDeviceSave<N extends NetworkLike>(network: N): Omit<N, "wifi"> {
  const { wifi: _wifi, ...rest } = network;
  return network.lan ? { ...rest, lan: network.lan.map((l) => omit(l, DEVICE_SAVE_STRIPPED_LAN_FIELDS)) } : rest;
}

/**
 * The network part of a group save: without `wan`, and each LAN without
 * {@link GROUP_SAVE_STRIPPED_LAN_FIELDS} (interface, mode, vlanId).
 *
 * @example
 * stripForGroupSave({ wan: [], lan: [{ interface: "eth1", mode: "dhcp", vlanId: null, ipaddr: "172.18.1.1" }] });
 * // { lan: [{ ipaddr: "172.18.1.1" }] }
 */
export function stripForGroupSave<N extends NetworkLike>(network: N): Omit<N, "wan"> {
  const { wan: _wan, ...rest } = network;
  return network.lan ? { ...rest, lan: network.lan.map((l) => omit(l, GROUP_SAVE_STRIPPED_LAN_FIELDS)) } : rest;
}
