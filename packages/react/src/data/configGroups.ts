import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import { businessQuery } from "./businessQuery";
import { configGroupKeys } from "./configGroupKeys";
import type { ConfigGroup, ConfigGroupInput, INodeGroupSummary } from "./configGroupTypes";
import { devicesKeys } from "./devicesKeys";
import { networkKeys } from "./networkKeys";

/** Loads the configuration groups of a business, oldest first. */
export async function fetchConfigGroups(client: PorticoClient, businessId: number): Promise<ConfigGroup[]> {
  const { data } = await client.GET("/v3/businesses/{businessId}/config-groups", {
    params: { path: { businessId } },
  });
  return data;
}

const configGroupsQuery = businessQuery(networkKeys.configGroups, fetchConfigGroups);

/**
 * The configuration groups of a business.
 * @example const { data: groups = [] } = useConfigGroups(bid);
 */
export const useConfigGroups = configGroupsQuery.useResource;

/** One configuration group (for the calendar's title, time zone and SSIDs). */
export function useConfigGroup(businessId: number, configGroupId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: networkKeys.configGroup(businessId, configGroupId),
    queryFn: async () =>
      (await client.GET("/v3/config-groups/{configGroupId}", { params: { path: { configGroupId } } })).data,
    enabled: configGroupId > 0,
  });
}

/** What the first configuration wizard starts from ('My First Setting', 2 SSIDs per radio). */
export function useFirstConfigGroupDefaults(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: configGroupKeys.firstDefaults(businessId),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/config-groups/first-defaults", {
          params: { path: { businessId } },
        })
      ).data,
    enabled: businessId > 0,
  });
}

/** The iNode groups of a business (the virtual group -1 included), for the grouping screen. */
export function useINodeGroupsOfBusiness(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: devicesKeys.groups(businessId),
    queryFn: async (): Promise<INodeGroupSummary[]> =>
      (await client.GET("/v3/businesses/{businessId}/inode-groups", { params: { path: { businessId } } })).data,
    enabled: businessId > 0,
  });
}

/** Marks a business's configuration groups, their schedules and its iNode groups stale. */
function useInvalidate(businessId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: networkKeys.scoped(businessId) }),
      queryClient.invalidateQueries({ queryKey: devicesKeys.groups(businessId) }),
    ]);
}

/** Creates a configuration group (missing fields take the first-configuration defaults). */
export function useCreateConfigGroup(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (body: ConfigGroupInput) =>
      (await client.POST("/v3/businesses/{businessId}/config-groups", { params: { path: { businessId } }, body })).data,
    onSuccess: (cg) => {
      // The list shows the new group at once (a list screen opened next must not see the old empty list).
      queryClient.setQueryData<ConfigGroup[]>(networkKeys.configGroups(businessId), (list) =>
        list ? [...list, cg] : list,
      );
      return invalidate();
    },
  });
}

/**
 * Updates a configuration group. Without `confirm` the server refuses (409 CONFIG_GROUP_IN_USE) a change to a
 * configuration several iNode groups use.
 */
export function useUpdateConfigGroup(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; body: ConfigGroupInput; confirm?: boolean }) =>
      (
        await client.PUT("/v3/config-groups/{configGroupId}", {
          params: { path: { configGroupId: v.id }, query: v.confirm ? { confirm: true } : {} },
          body: v.body,
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** Removes a configuration group (its schedule goes with it). */
export function useRemoveConfigGroup(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (id: number) => {
      await client.DELETE("/v3/config-groups/{configGroupId}", { params: { path: { configGroupId: id } } });
    },
    onSuccess: invalidate,
  });
}

/** Switches a configuration group's schedule on or off. */
export function useSetScheduleEnabled(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; enabled: boolean }) =>
      (
        await client.PUT("/v3/config-groups/{configGroupId}/schedule-enabled", {
          params: { path: { configGroupId: v.id } },
          body: { enabled: v.enabled ? 1 : 0 },
        })
      ).data,
    onSettled: invalidate,
  });
}

/** Sets the iNode groups that use a configuration group (the listed ones move to it; its others keep none). */
export function useSetConfigGroupINodeGroups(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; inodeGroupIds: number[] }) =>
      (
        await client.PUT("/v3/config-groups/{configGroupId}/inode-groups", {
          params: { path: { configGroupId: v.id } },
          body: { inodeGroupIds: v.inodeGroupIds },
        })
      ).data,
    onSettled: invalidate,
  });
}

/** Marks the first-configuration guide step done. */
export function useMarkFirstConfigGroupDone(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await client.PUT("/v3/businesses/{businessId}/preference", {
          params: { path: { businessId } },
          body: { status: { isFirstConfigGroupDone: true } },
        })
      ).data,
    onSuccess: (p) => queryClient.setQueryData(businessKeys.preference(businessId), p),
  });
}
