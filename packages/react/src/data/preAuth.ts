import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { devicesKeys } from "./devicesKeys";
import type { PreAuthGroup } from "./inodeTypes";

/** Whose pre-authorisation list: an iNode group or a roaming channel (exactly one). */
export type PreAuthOwner = { kind: "group"; id: number } | { kind: "roaming"; id: number };

const ownerQuery = (o: PreAuthOwner) => (o.kind === "group" ? { inodeGroupId: o.id } : { roamingId: o.id });

/** Loads the pre-authorised devices of a group or channel, grouped by SSID. */
export async function fetchPreAuth(client: PorticoClient, businessId: number, owner: PreAuthOwner) {
  const { data } = await client.GET("/v3/businesses/{businessId}/preauthorizations", {
    params: { path: { businessId }, query: ownerQuery(owner) },
  });
  return data as PreAuthGroup[];
}

/**
 * The pre-authorisation list of one group or channel; disabled until one is chosen.
 * @example const { data: bySsid = [] } = usePreAuth(bid, { kind: "roaming", id: 1 });
 */
export function usePreAuth(businessId: number, owner: PreAuthOwner | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...devicesKeys.preAuth(businessId), owner?.kind ?? "", owner?.id ?? 0],
    queryFn: () => fetchPreAuth(client, businessId, owner as PreAuthOwner),
    enabled: businessId > 0 && owner !== null,
  });
}

/** Deletes a group's or channel's whole list, or only one SSID of it; resolves to how many went. */
export function useRemovePreAuth(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ owner, ssid }: { owner: PreAuthOwner; ssid?: string }) =>
      (
        await client.DELETE("/v3/businesses/{businessId}/preauthorizations", {
          params: { path: { businessId }, query: { ...ownerQuery(owner), ...(ssid ? { ssid } : {}) } },
        })
      ).data.deleted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKeys.preAuth(businessId) }),
  });
}
