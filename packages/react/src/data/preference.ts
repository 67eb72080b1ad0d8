import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import { businessQuery } from "./businessQuery";
import type { Preference, PreferenceUpdate } from "./businessTypes";

/** Loads the guide status of a business. */
export async function fetchBusinessPreference(client: PorticoClient, businessId: number): Promise<Preference> {
  const { data } = await client.GET("/v3/businesses/{businessId}/preference", { params: { path: { businessId } } });
  return data as Preference;
}

const preference = businessQuery(businessKeys.preference, fetchBusinessPreference);

/**
 * The guide status flags of a business (guide mode, first activity / config group / iNode group done).
 * @example const { data } = useBusinessPreference(bid); if (data?.status.enableGuideMode) ...
 */
export const useBusinessPreference = preference.useResource;

/** Marks a business's preference stale. */
export const invalidateBusinessPreference = preference.invalidate;

/** Loads a business's preference into the cache ahead of rendering. */
export const prefetchBusinessPreference = preference.prefetch;

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
