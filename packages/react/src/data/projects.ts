import type { PorticoClient } from "@portico/sdk";
import { businessKeys } from "./businessKeys";
import { businessQuery } from "./businessQuery";
import type { Project } from "./businessTypes";
import { useClientMutation } from "./useClientMutation";

/** Loads the stored projects of a business, newest first (without the virtual 'All Items'). */
export async function fetchProjects(client: PorticoClient, businessId: number): Promise<Project[]> {
  return (await client.GET("/v3/businesses/{businessId}/projects", { params: { path: { businessId } } })).data;
}

const projects = businessQuery(businessKeys.projects, fetchProjects);

/**
 * The event-mode projects of a business.
 * @example const { data: projects = [] } = useProjects(bid);
 */
export const useProjects = projects.useResource;

/** Marks a business's projects stale. */
export const invalidateProjects = projects.invalidate;

/** Loads a business's projects into the cache ahead of rendering. */
export const prefetchProjects = projects.prefetch;

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
