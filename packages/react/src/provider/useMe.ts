import type { Me, PorticoClient } from "@portico/sdk";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "./context";
import { porticoKeys } from "./keys";

/** Loads the signed-in account (GET /v3/me). */
export async function fetchMe(client: PorticoClient): Promise<Me> {
  const { data } = await client.GET("/v3/me");
  return data;
}

/**
 * The signed-in account, cached under `porticoKeys.me()`.
 * @example const { data: me } = useMe(); if (me?.suspended === 1) ...
 */
export function useMe() {
  const { client } = usePortico();
  return useQuery({ queryKey: porticoKeys.me(), queryFn: () => fetchMe(client) });
}

/** Marks the cached account stale so it is fetched again. */
export function invalidateMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: porticoKeys.me() });
}

/** Loads the account into the cache ahead of rendering. */
export function prefetchMe(queryClient: QueryClient, client: PorticoClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: porticoKeys.me(), queryFn: () => fetchMe(client) });
}
