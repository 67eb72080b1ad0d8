import { useQueryClient } from "@tanstack/react-query";
import { fetchConfigGroups, useUpdateConfigGroup } from "../../data/configGroups";
import type { ConfigGroup } from "../../data/configGroupTypes";
import { networkKeys } from "../../data/networkKeys";
import { usePortico } from "../../provider/context";

/** What 'Assign WiFi Captive Portal to SSID' did, and where the owner goes next. */
export type AssignOutcome =
  | { kind: "wizard"; path: string }
  | { kind: "assigned"; path: string; config: string; ssids: string[] }
  | { kind: "noFreeSsid"; path: string; config: string };

/** The enabled SSIDs of a group, by index, with the name the 2.4 GHz radio gives it (else the 5 GHz one). */
function enabledSsids(cg: ConfigGroup): Map<string, string> {
  const out = new Map<string, string>();
  for (const band of ["2.4g", "5g"] as const)
    for (const x of cg.network?.wifi?.[band]?.ssid ?? [])
      if (x.enable && !out.has(String(x.index))) out.set(String(x.index), x.name || `SSID-${x.index}`);
  return out;
}

/**
 * 'Assign WiFi Captive Portal to SSID' really assigns: with no configuration group yet, the first-configuration
 * wizard opens with the activity on its SSIDs; otherwise the activity goes on every enabled SSID of the oldest
 * group that shows no activity yet (an SSID that has one keeps it), and the group list opens.
 */
export function useAssignPortal(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const update = useUpdateConfigGroup(businessId);
  const base = `/businesses/${businessId}/configgroups`;
  return async (activityId: number): Promise<AssignOutcome> => {
    const groups = await queryClient.fetchQuery({
      queryKey: networkKeys.configGroups(businessId),
      queryFn: () => fetchConfigGroups(client, businessId),
    });
    const cg = groups[0];
    if (!cg) return { kind: "wizard", path: `${base}/first-config-group?activity=${activityId}` };
    const ssids = enabledSsids(cg);
    const free = [...ssids.keys()].filter((i) => !cg.activities?.[i]);
    if (!free.length) return { kind: "noFreeSsid", path: `${base}/list`, config: cg.name };
    const kept = Object.entries(cg.activities ?? {}).map(([i, a]) => [i, { activityId: a.activityId }]);
    const activities = Object.fromEntries([...kept, ...free.map((i) => [i, { activityId }])]);
    await update.mutateAsync({ id: cg.id, body: { activities } });
    return { kind: "assigned", path: `${base}/list`, config: cg.name, ssids: free.map((i) => ssids.get(i) ?? i) };
  };
}
