/** WAN connection modes. */
export type WanMode = "dhcp" | "vlan" | "static" | "pppoe";

/** The parts of a WAN entry this transform touches; other fields are kept. */
export interface WanLike {
  mode?: WanMode | string;
  dhcp?: Record<string, unknown>;
  vlan?: { vlanId?: number | null; mode?: string }[];
}

/** The parts of a LAN entry this transform touches. */
export interface LanLike {
  mode?: string;
  vlanId?: number | null;
}

/** VLAN id given to the VLAN entry created when a WAN switches to vlan mode without one. */
export const DEFAULT_VLAN_ID = 1;

/**
 * WAN mode change (part 1 section 4) on `network.wan[wanIndex]`, returning a new network:
 * - dhcp gets an empty `dhcp` block; every other mode drops it;
 * - vlan ensures at least one VLAN entry (`{ mode: "dhcp", vlanId: 1 }`), forces every LAN mode to vlan and
 *   sets each LAN vlanId to the first VLAN's id;
 * - any other mode sets every LAN mode to dhcp and vlanId to null.
 *
 * @example
 * applyWanModeChange({ wan: [{ mode: "static" }], lan: [{ mode: "dhcp" }] }, "vlan");
 * // { wan: [{ mode: "vlan", vlan: [{ mode: "dhcp", vlanId: 1 }] }], lan: [{ mode: "vlan", vlanId: 1 }] }
 */
export function applyWanModeChange<N extends { wan?: WanLike[]; lan?: LanLike[] }>(
  network: N,
  mode: WanMode,
  wanIndex = 0,
): N {
  const { dhcp: _dropped, ...rest } = network.wan?.[wanIndex] ?? {};
  const wan: WanLike = mode === "dhcp" ? { ...rest, mode, dhcp: {} } : { ...rest, mode };
  if (mode === "vlan" && !wan.vlan?.length) wan.vlan = [{ mode: "dhcp", vlanId: DEFAULT_VLAN_ID }];
  const firstVlanId = wan.vlan?.[0]?.vlanId ?? null;
  const wans = [...(network.wan ?? [])];
  wans[wanIndex] = wan;
  const lan = (network.lan ?? []).map((l) =>
    mode === "vlan" ? { ...l, mode: "vlan", vlanId: firstVlanId } : { ...l, mode: "dhcp", vlanId: null },
  );
  return { ...network, wan: wans, lan };
}
