import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import { businessQuery } from "./businessQuery";
import type { DeveloperKey } from "./businessTypes";

/** Loads the developer key preview and the calls it may make. */
export async function fetchDeveloperKey(client: PorticoClient, businessId: number): Promise<DeveloperKey> {
  return (await client.GET("/v3/businesses/{businessId}/api-keys", { params: { path: { businessId } } })).data;
}

const developerKeyQuery = businessQuery(businessKeys.developerKey, fetchDeveloperKey);

/** The developer key of a business (preview only: the full key is shown once, when generated). */
export const useDeveloperKey = developerKeyQuery.useResource;

/** Generates a new key, replacing the old one; the answer carries the full `key` once. */
export function useGenerateDeveloperKey(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await client.POST("/v3/businesses/{businessId}/api-keys", { params: { path: { businessId } } })).data,
    // The cache keeps only the preview, so the full key never outlives the screen that showed it.
    onSuccess: ({ key: _key, ...preview }) => queryClient.setQueryData(businessKeys.developerKey(businessId), preview),
  });
}
