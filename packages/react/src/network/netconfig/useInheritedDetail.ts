import { stripForGroupSave } from "@portico/sdk/rules";
import { useConfigGroup } from "../../data/configGroups";
import type { NetworkConfigTarget, NetworkDetail } from "../../data/networkConfigTypes";

/** True when a configuration holds nothing: no keys, or only empty objects, arrays and nulls. */
export function isEmptyDetail(detail: NetworkDetail | null | undefined): boolean {
  const empty = (v: unknown): boolean =>
    v === null ||
    v === undefined ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === "object" && !Array.isArray(v) && Object.values(v as object).every(empty));
  return empty(detail ?? {});
}

/**
 * What an iNode group whose own `detail` is empty inherits: the network and system settings of its configuration
 * group (WAN stripped, as a group save does), for the editor to start from under a hint instead of empty sections.
 */
export function useInheritedDetail(
  businessId: number,
  target: NetworkConfigTarget,
  source: { detail: NetworkDetail; configurationId?: number | null } | undefined,
) {
  const empty = target === "group" && !!source && isEmptyDetail(source.detail);
  const configId = empty ? (source?.configurationId ?? 0) : 0;
  const config = useConfigGroup(businessId, configId);
  if (!empty) return { empty: false, loading: false, detail: undefined, from: undefined } as const;
  if (!configId || config.error) return { empty: true, loading: false, detail: undefined, from: undefined } as const;
  if (!config.data) return { empty: true, loading: true, detail: undefined, from: undefined } as const;
  const network = config.data.network as NetworkDetail["network"];
  const detail: NetworkDetail = {
    ...(config.data.system ? { system: config.data.system as NetworkDetail["system"] } : {}),
    ...(network ? { network: stripForGroupSave(network) as NetworkDetail["network"] } : {}),
  };
  return { empty: true, loading: false, detail, from: config.data.name } as const;
}
