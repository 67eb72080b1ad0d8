import type { PorticoClient } from "@portico/sdk";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { accountKeys } from "./accountKeys";

/** A business the owner can grant access to: id and name. */
export interface BusinessOption {
  id: number;
  name: string;
}

/** Loads the caller's businesses as id and name (GET /v3/businesses), ordered by id. */
export async function fetchBusinessOptions(client: PorticoClient): Promise<BusinessOption[]> {
  const { data } = await client.GET("/v3/businesses");
  return data.map((b) => ({ id: b.id, name: b.profile.name }));
}

/**
 * The owner's businesses for the sub-user dialog, cached under `accountKeys.businessOptions()`.
 * @example const { data: businesses = [] } = useBusinessOptions();
 */
export function useBusinessOptions(opts: { enabled?: boolean } = {}) {
  const { client } = usePortico();
  return useQuery({
    queryKey: accountKeys.businessOptions(),
    queryFn: () => fetchBusinessOptions(client),
    enabled: opts.enabled ?? true,
  });
}

/** Marks the cached business names stale (after a business was added, renamed or removed). */
export function invalidateBusinessOptions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.businessOptions() });
}

/** Loads the business names into the cache ahead of rendering. */
export function prefetchBusinessOptions(queryClient: QueryClient, client: PorticoClient): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: accountKeys.businessOptions(),
    queryFn: () => fetchBusinessOptions(client),
  });
}
