import type { EnvSettings, PorticoClient } from "@portico/sdk";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "./context";
import { porticoKeys } from "./keys";

/** Loads the deployment's settings (GET /v3/services/env): menu type, copyright, logo, favicon. */
export async function fetchEnvSettings(client: PorticoClient): Promise<EnvSettings> {
  const { data } = await client.GET("/v3/services/env");
  return data;
}

/**
 * The environment settings, cached for the session (they change only with a deployment).
 * @example const { data: env } = useEnvSettings(); const menuType = env?.leftMenuType ?? "default";
 */
export function useEnvSettings() {
  const { client } = usePortico();
  return useQuery({
    queryKey: porticoKeys.envSettings(),
    queryFn: () => fetchEnvSettings(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Marks the cached settings stale so they are fetched again. */
export function invalidateEnvSettings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: porticoKeys.envSettings() });
}

/** Loads the settings into the cache ahead of rendering. */
export function prefetchEnvSettings(queryClient: QueryClient, client: PorticoClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: porticoKeys.envSettings(), queryFn: () => fetchEnvSettings(client) });
}
