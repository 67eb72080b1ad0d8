import type { components, PorticoClient } from "@portico/sdk";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { applyOnlineToRows, type DeviceLocation, deviceMapKey, fetchDeviceLocationPage } from "./deviceMap";

/** A map view's clusters, its single devices and the fleet's counts (listINodeClusters). */
export type DeviceClusters = components["schemas"]["INodeClusters"];
/** One cluster of two devices or more. */
export type DeviceCluster = components["schemas"]["INodeCluster"];

/** A map view: `west,south,east,north` (degrees, rounded so that a small pan reuses the cache) and the zoom. */
export interface DeviceMapView {
  bbox: string;
  zoom: number;
}

/** The query key of one view's clusters (under the map's key, so {@link invalidateDeviceMap} refetches it). */
export const deviceClustersKey = (businessId: number | undefined, view: DeviceMapView) =>
  [...deviceMapKey(businessId), "clusters", view.bbox, view.zoom] as const;

/** The query key of one page of the map's device list. */
export const deviceMapPageKey = (businessId: number | undefined, page: number) =>
  [...deviceMapKey(businessId), "page", page] as const;

/** One view's clusters: a business's (listINodeClusters) or, without `businessId`, every business's (admins). */
export async function fetchDeviceClusters(
  client: PorticoClient,
  businessId: number | undefined,
  view: DeviceMapView,
): Promise<DeviceClusters> {
  const query = { bbox: view.bbox, zoom: view.zoom };
  if (businessId)
    return (
      await client.GET("/v3/businesses/{businessId}/inodes/clusters", { params: { path: { businessId }, query } })
    ).data;
  return (await client.GET("/admin-v1/inodes/clusters", { params: { query } })).data;
}

/**
 * The clusters of the view the map shows, clustered on the server: a few hundred rows whatever the fleet's size.
 * While a new view loads, the last one stays drawn. `view` null (the map not made yet) fetches nothing.
 * @example const { data } = useDeviceClusters(bid, { bbox: "121.2,24.8,121.9,25.3", zoom: 9 }); data?.count.offline
 */
export function useDeviceClusters(businessId: number | undefined, view: DeviceMapView | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: view ? deviceClustersKey(businessId, view) : [...deviceMapKey(businessId), "clusters", "none"],
    queryFn: () => fetchDeviceClusters(client, businessId, view!),
    enabled: view !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });
}

/**
 * One page of the map's device list (`pageSize` devices ordered by cuid), read from the location API as the list
 * pages, so the map never downloads the whole fleet.
 */
export function useDeviceMapPage(businessId: number | undefined, page: number, pageSize: number, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: deviceMapPageKey(businessId, page),
    queryFn: () => fetchDeviceLocationPage(client, businessId, page * pageSize, pageSize),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

/** Sets a device's online state in the cached list pages of a map (no refetch: the row is in a page or not). */
export function patchDeviceMapPages(
  queryClient: QueryClient,
  businessId: number | undefined,
  cuid: string,
  online: boolean,
) {
  queryClient.setQueriesData<DeviceLocation[]>({ queryKey: [...deviceMapKey(businessId), "page"] }, (old) =>
    old ? applyOnlineToRows(old, cuid, online) : old,
  );
}

/** Refetches the map's clusters (the view on screen now; other views when they are next shown). */
export function invalidateDeviceClusters(queryClient: QueryClient, businessId: number | undefined): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...deviceMapKey(businessId), "clusters"] });
}
