import type { PorticoClient } from "@portico/sdk";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import type { Project } from "./businessTypes";
import { useClientMutation } from "./useClientMutation";

/** Loads the stored projects of a business, newest first (without the virtual 'All Items'). */
export async function fetchProjects(client: PorticoClient, businessId: number): Promise<Project[]> {
  return (await client.GET("/v3/businesses/{businessId}/projects", { params: { path: { businessId } } })).data;
}

/**
 * The event-mode projects of a business.
 * @example const { data: projects = [] } = useProjects(bid);
 */
export function useProjects(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: businessKeys.projects(businessId),
    queryFn: () => fetchProjects(client, businessId),
    enabled: businessId > 0,
  });
}

/** Marks a business's projects stale. */
export function invalidateProjects(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: businessKeys.projects(businessId) });
}

/** Loads a business's projects into the cache ahead of rendering. */
export function prefetchProjects(queryClient: QueryClient, client: PorticoClient, businessId: number): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: businessKeys.projects(businessId),
    queryFn: () => fetchProjects(client, businessId),
  });
}

/** Adds an event project to a business. */
export function useCreateProject(businessId: number) {
  return useClientMutation(
    async (client, name: string) =>
      (
        await client.POST("/v3/businesses/{businessId}/projects", {
          params: { path: { businessId } },
          body: { type: "event", name },
        })
      ).data,
    (queryClient) => invalidateProjects(queryClient, businessId),
  );
}

/** Renames a project of a business. */
export function useUpdateProject(businessId: number) {
  return useClientMutation(
    async (client, { appId, name }: { appId: number; name: string }) =>
      (await client.PUT("/v3/projects/{appId}", { params: { path: { appId } }, body: { type: "event", name } })).data,
    (queryClient) => invalidateProjects(queryClient, businessId),
  );
}

/** Removes a project; its activities stay in the business. */
export function useRemoveProject(businessId: number) {
  return useClientMutation(
    async (client, appId: number) => {
      await client.DELETE("/v3/projects/{appId}", { params: { path: { appId } } });
      return appId;
    },
    (queryClient) => invalidateProjects(queryClient, businessId),
  );
}
