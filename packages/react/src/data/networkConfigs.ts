import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessQuery } from "./businessQuery";
import type { NetworkConfig, NetworkDetail } from "./networkConfigTypes";
import { networkKeys } from "./networkKeys";

/** Loads the network configuration templates of a business, oldest first. */
export async function fetchNetworkConfigs(client: PorticoClient, businessId: number): Promise<NetworkConfig[]> {
  return (await client.GET("/v3/businesses/{businessId}/network-configs", { params: { path: { businessId } } })).data;
}

/** Loads one network configuration template. */
export async function fetchNetworkConfig(client: PorticoClient, networkConfigId: number): Promise<NetworkConfig> {
  return (await client.GET("/v3/network-configs/{networkConfigId}", { params: { path: { networkConfigId } } })).data;
}

const networkConfigsQuery = businessQuery(networkKeys.networkConfigs, fetchNetworkConfigs);

/**
 * The network configuration templates of a business.
 * @example const { data: templates = [] } = useNetworkConfigs(bid);
 */
export const useNetworkConfigs = networkConfigsQuery.useResource;

/** One template (cached under the business's template list, so list invalidations refresh it too). */
export function useNetworkConfig(businessId: number, networkConfigId: number | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...networkKeys.networkConfigs(businessId), networkConfigId],
    queryFn: () => fetchNetworkConfig(client, networkConfigId!),
    enabled: businessId > 0 && !!networkConfigId,
  });
}

/** Marks a business's templates (list and each template) stale. */
export const invalidateNetworkConfigs = networkConfigsQuery.invalidate;

/** Adds a template; a missing `detail` is the business's default configuration (section 9). */
export function useCreateNetworkConfig(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; detail?: NetworkDetail }) =>
      (await client.POST("/v3/businesses/{businessId}/network-configs", { params: { path: { businessId } }, body }))
        .data,
    onSuccess: () => invalidateNetworkConfigs(queryClient, businessId),
  });
}

/** Renames a template and/or replaces its detail (the server checks every field again). */
export function useUpdateNetworkConfig(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: number; name?: string; detail?: NetworkDetail }) =>
      (await client.PUT("/v3/network-configs/{networkConfigId}", { params: { path: { networkConfigId: id } }, body }))
        .data,
    onSuccess: () => invalidateNetworkConfigs(queryClient, businessId),
  });
}

/** Removes a template (configuration groups that used it keep going without it). */
export function useRemoveNetworkConfig(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await client.DELETE("/v3/network-configs/{networkConfigId}", { params: { path: { networkConfigId: id } } });
      return id;
    },
    onSuccess: () => invalidateNetworkConfigs(queryClient, businessId),
  });
}
