import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessQuery } from "./businessQuery";
import type { RoamingChannel } from "./networkConfigTypes";
import { networkKeys } from "./networkKeys";

/** Loads the roaming channels of a business (the server adds CH-01 to CH-03 on the first list). */
export async function fetchRoamingChannels(client: PorticoClient, businessId: number): Promise<RoamingChannel[]> {
  return (await client.GET("/v3/businesses/{businessId}/roaming-channels", { params: { path: { businessId } } })).data;
}

const roamingChannelsQuery = businessQuery(networkKeys.roamingChannels, fetchRoamingChannels);

/**
 * The roaming channels ('CH-n') of a business.
 * @example const { data: channels = [] } = useRoamingChannels(bid);
 */
export const useRoamingChannels = roamingChannelsQuery.useResource;

/** Adds a roaming channel; without a name the server picks the next 'CH-n'. */
export function useCreateRoamingChannel(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name?: string) =>
      (
        await client.POST("/v3/businesses/{businessId}/roaming-channels", {
          params: { path: { businessId } },
          body: name ? { name } : {},
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.roamingChannels(businessId) }),
  });
}
