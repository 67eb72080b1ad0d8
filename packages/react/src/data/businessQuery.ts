import type { PorticoClient } from "@portico/sdk";
import { type QueryClient, type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";

/**
 * The query hook, `invalidate` and `prefetch` of one resource of a business, made from its query key and fetcher so
 * that the three cannot drift apart. The hook waits for a business id (> 0).
 * @example
 * const branding = businessQuery(businessKeys.branding, fetchBranding);
 * export const useBranding = branding.useResource;
 */
export function businessQuery<T>(
  key: (businessId: number) => QueryKey,
  fetch: (client: PorticoClient, businessId: number) => Promise<T>,
) {
  const options = (client: PorticoClient, businessId: number) =>
    queryOptions({ queryKey: key(businessId), queryFn: () => fetch(client, businessId) });
  return {
    /** The resource of a business, cached under its key. */
    useResource(businessId: number) {
      const { client } = usePortico();
      return useQuery({ ...options(client, businessId), enabled: businessId > 0 });
    },
    /** Marks a business's resource stale. */
    invalidate: (queryClient: QueryClient, businessId: number): Promise<void> =>
      queryClient.invalidateQueries({ queryKey: key(businessId) }),
    /** Loads a business's resource into the cache ahead of rendering. */
    prefetch: (queryClient: QueryClient, client: PorticoClient, businessId: number): Promise<void> =>
      queryClient.prefetchQuery(options(client, businessId)),
  };
}
