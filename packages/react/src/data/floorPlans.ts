import type { components, PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessQuery } from "./businessQuery";
import { devicesKeys } from "./devicesKeys";

/** A floor plan with its image layers. */
export type FloorPlan = components["schemas"]["FloorPlan"];
/** One image layer of a floor plan (bounds in degrees, opacity 0-100). */
export type FloorLayer = components["schemas"]["FloorLayer"];
/** What a create or update sends. */
export type FloorPlanInput = components["schemas"]["FloorPlanInput"];
/** One marker move of the batch location update. */
export type INodeLocationMove = components["schemas"]["INodeLocation"];
/** An iNode as the floor plan needs it (the list row). */
export type PlanDevice = components["schemas"]["INode"];

/** Loads a business's floor plans, oldest first. */
export async function fetchFloorPlans(client: PorticoClient, businessId: number): Promise<FloorPlan[]> {
  return (await client.GET("/v3/businesses/{businessId}/floor-plans", { params: { path: { businessId } } })).data;
}

const floorPlansQuery = businessQuery(devicesKeys.floorPlans, fetchFloorPlans);

/**
 * The floor plans of a business.
 * @example const { data: plans = [] } = useFloorPlans(bid);
 */
export const useFloorPlans = floorPlansQuery.useResource;

const PAGE = 1000;

/** Loads every iNode of a business (pages of 1000), for placing their markers. */
export async function fetchPlanDevices(client: PorticoClient, businessId: number): Promise<PlanDevice[]> {
  const out: PlanDevice[] = [];
  for (let startIndex = 0; ; startIndex += PAGE) {
    const { data } = await client.GET("/v3/businesses/{businessId}/inodes", {
      params: { path: { businessId }, query: { startIndex, limit: PAGE } },
    });
    out.push(...data.inodes);
    if (data.inodes.length < PAGE || out.length >= data.total) return out;
  }
}

/** Every iNode of a business with its plan and location (shares the iNode list's key prefix, so events refresh it). */
export function usePlanDevices(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...devicesKeys.inodes(businessId), "floorplan"],
    queryFn: () => fetchPlanDevices(client, businessId),
    enabled: businessId > 0,
  });
}

/** Adds, changes or removes a floor plan; every change refreshes the plan list. */
export function useFloorPlanMutations(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: devicesKeys.floorPlans(businessId) });
  const create = useMutation({
    mutationFn: async (body: FloorPlanInput) =>
      (await client.POST("/v3/businesses/{businessId}/floor-plans", { params: { path: { businessId } }, body })).data,
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ planId, body }: { planId: number; body: FloorPlanInput }) =>
      (await client.PUT("/v3/floor-plans/{planId}", { params: { path: { planId } }, body })).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (planId: number) =>
      (await client.DELETE("/v3/floor-plans/{planId}", { params: { path: { planId } } })).data,
    onSuccess: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: devicesKeys.inodes(businessId) })]),
  });
  return { create, update, remove };
}

/** The batch marker update (updateINodeLocations); refreshes the iNodes and the device map. */
export function useUpdateINodeLocations(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locations: INodeLocationMove[]) =>
      (
        await client.PUT("/v3/businesses/{businessId}/inode-locations", {
          params: { path: { businessId } },
          body: { locations },
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: devicesKeys.inodes(businessId) }),
        queryClient.invalidateQueries({ queryKey: devicesKeys.locations(businessId) }),
      ]),
  });
}
