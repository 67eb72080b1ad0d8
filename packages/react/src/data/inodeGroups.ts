import type { components, PorticoClient } from "@portico/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessQuery } from "./businessQuery";
import { devicesKeys } from "./devicesKeys";
import { invalidateINodes } from "./inodes";
import type { INodeGroup } from "./inodeTypes";

type GroupInput = components["schemas"]["INodeGroupInput"];
type NewGroup = components["schemas"]["CreateINodeGroupRequest"];

/** Loads a business's iNode groups, oldest first, then the virtual -1 'Unassigned Group INodes'. */
export async function fetchINodeGroups(client: PorticoClient, businessId: number): Promise<INodeGroup[]> {
  return (await client.GET("/v3/businesses/{businessId}/inode-groups", { params: { path: { businessId } } })).data;
}

const groupsQuery = businessQuery(devicesKeys.groups, fetchINodeGroups);

/**
 * The iNode groups of a business (with -1 last).
 * @example const { data: groups = [] } = useINodeGroups(bid);
 */
export const useINodeGroups = groupsQuery.useResource;

/** Marks a business's iNode groups stale. */
export const invalidateINodeGroups = groupsQuery.invalidate;

/** Loads a business's iNode groups into the cache ahead of rendering. */
export const prefetchINodeGroups = groupsQuery.prefetch;

/** Creates an iNode group (a missing time zone is the business's). */
export function useCreateINodeGroup(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewGroup) =>
      (
        await client.POST("/v3/businesses/{businessId}/inode-groups", {
          params: { path: { businessId } },
          body,
        })
      ).data,
    onSuccess: () => invalidateINodeGroups(queryClient, businessId),
  });
}

/** Updates the given fields of a group. */
export function useUpdateINodeGroup(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ groupId, body }: { groupId: number; body: GroupInput }) =>
      (await client.PUT("/v3/inode-groups/{groupId}", { params: { path: { groupId } }, body })).data,
    onSuccess: () => invalidateINodeGroups(queryClient, businessId),
  });
}

/** Removes a group; its iNodes move to 'Unassigned Group INodes'. */
export function useRemoveINodeGroup(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: number) => {
      await client.DELETE("/v3/inode-groups/{groupId}", { params: { path: { groupId } } });
      return groupId;
    },
    onSuccess: () =>
      Promise.all([invalidateINodeGroups(queryClient, businessId), invalidateINodes(queryClient, businessId)]),
  });
}

/** Moves devices into groups (-1 = no group); the cache takes the server's new group list. */
export function useMoveINodes(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groups: { id: number; cuids: string[] }[]) =>
      (
        await client.PUT("/v3/businesses/{businessId}/inode-groups/inodes", {
          params: { path: { businessId } },
          body: { groups },
        })
      ).data,
    onSuccess: (groups) => {
      queryClient.setQueryData(devicesKeys.groups(businessId), groups);
      return invalidateINodes(queryClient, businessId);
    },
  });
}
