import type { PorticoClient } from "@portico/sdk";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import type { Preference, PreferenceUpdate } from "./businessTypes";

/** Loads the guide status of a business. */
export async function fetchBusinessPreference(client: PorticoClient, businessId: number): Promise<Preference> {
  const { data } = await client.GET("/v3/businesses/{businessId}/preference", { params: { path: { businessId } } });
  return data as Preference;
}

/**
 * The guide status flags of a business (guide mode, first activity / config group / iNode group done).
 * @example const { data } = useBusinessPreference(bid); if (data?.status.enableGuideMode) ...
 */
export function useBusinessPreference(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: businessKeys.preference(businessId),
    queryFn: () => fetchBusinessPreference(client, businessId),
    enabled: businessId > 0,
  });
}

/** Marks a business's preference stale. */
export function invalidateBusinessPreference(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: businessKeys.preference(businessId) });
}

/** Loads a business's preference into the cache ahead of rendering. */
export function prefetchBusinessPreference(
  queryClient: QueryClient,
  client: PorticoClient,
  businessId: number,
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: businessKeys.preference(businessId),
    queryFn: () => fetchBusinessPreference(client, businessId),
  });
}

/** Sets some guide status flags (the others keep their value); the cache gets the whole answer. */
export function useUpdateBusinessPreference(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PreferenceUpdate) =>
      (await client.PUT("/v3/businesses/{businessId}/preference", { params: { path: { businessId } }, body }))
        .data as Preference,
    onSuccess: (p) => queryClient.setQueryData(businessKeys.preference(businessId), p),
  });
}
