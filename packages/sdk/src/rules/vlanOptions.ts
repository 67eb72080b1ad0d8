/** Most values the VLAN option helper offers. */
export const VLAN_OPTIONS_MAX = 50;

/**
 * True for an IEEE 802.1Q VLAN id usable on a port: an integer from 1 to 4094.
 *
 * @example
 * isVlanId(4095); // false
 */
export function isVlanId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 4094;
}

/**
 * The VLAN ids a LAN may pick from a WAN's VLAN entries: valid ids, first occurrence only, in order, capped
 * at 50 values.
 *
 * @example
 * vlanIdOptions([{ vlanId: 10 }, { vlanId: 20 }, { vlanId: 10 }, { vlanId: null }]); // [10, 20]
 */
export function vlanIdOptions(vlans: readonly { vlanId?: number | null }[]): number[] {
  const ids = vlans.map((v) => v.vlanId).filter(isVlanId);
  return [...new Set(ids)].slice(0, VLAN_OPTIONS_MAX);
}
