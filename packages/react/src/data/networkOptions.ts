import type { PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import type { ConfigGroupOption } from "./inodeTypes";
import { networkKeys } from "./networkKeys";

/** Loads a business's configuration groups (only what a picker needs). */
export async function fetchConfigGroupOptions(client: PorticoClient, businessId: number): Promise<ConfigGroupOption[]> {
  const { data } = await client.GET("/v3/businesses/{businessId}/config-groups", { params: { path: { businessId } } });
  return data.map(({ id, name, modelId }) => ({ id, name, modelId }));
}

/**
 * Configuration groups to pick for an iNode group (its own key, so the network area's full list is not
 * replaced by this slimmer shape).
 * @example const { data: configs = [] } = useConfigGroupOptions(bid);
 */
export function useConfigGroupOptions(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...networkKeys.configGroups(businessId), "options"],
    queryFn: () => fetchConfigGroupOptions(client, businessId),
    enabled: businessId > 0,
  });
}

// One implementation of the roaming-channel calls, shared with the roaming-channel picker (ui/roaming).
export {
  fetchRoamingChannels,
  useCreateRoamingChannel,
  useRoamingChannels,
} from "./roamingChannels";
