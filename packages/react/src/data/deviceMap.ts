import type { components, PorticoClient } from "@portico/sdk";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { devicesKeys } from "./devicesKeys";

/** One device on the map (the location API's row). */
export type DeviceLocation = components["schemas"]["DeviceLocation"];
/** Online and offline counts of the map. */
export type DeviceCount = components["schemas"]["INodeCount"];

/** Everything a device map draws: the counts and every device location. */
export interface DeviceMapData {
  count: DeviceCount;
  devices: DeviceLocation[];
}

/** Rows per location call while loading the whole map (the contract's maximum `offset`). */
export const LOCATION_CHUNK = 1000;
/** Location calls in flight at once. */
const PARALLEL = 6;

/** The query key of a business's map, or of the system-wide map when `businessId` is omitted. */
export function deviceMapKey(businessId?: number) {
  return businessId ? devicesKeys.locations(businessId) : devicesKeys.system();
}

/** The count call: a business's devices, or (administrators) every device. */
export async function fetchDeviceCount(client: PorticoClient, businessId?: number): Promise<DeviceCount> {
  if (businessId)
    return (
      await client.GET("/v3/businesses/{businessId}/device-locations/count", { params: { path: { businessId } } })
    ).data;
  return (await client.GET("/admin-v1/inodes/count")).data;
}

/** One location page: `offset` devices from `start`, ordered by cuid. */
export async function fetchDeviceLocationPage(
  client: PorticoClient,
  businessId: number | undefined,
  start: number,
  offset: number,
): Promise<DeviceLocation[]> {
  const query = { start, offset };
  if (businessId)
    return (
      await client.GET("/v3/businesses/{businessId}/device-locations", { params: { path: { businessId }, query } })
    ).data.inodes;
  return (await client.GET("/admin-v1/inodes/location", { params: { query } })).data.inodes;
}

/**
 * Loads the counts, then every location in pages of {@link LOCATION_CHUNK}, a few calls at a time (50,000
 * devices are 50 calls). Pages come back in order; a page shorter than asked ends the list early.
 */
export async function fetchDeviceMapData(client: PorticoClient, businessId?: number): Promise<DeviceMapData> {
  const count = await fetchDeviceCount(client, businessId);
  const starts: number[] = [];
  for (let s = 0; s < count.total; s += LOCATION_CHUNK) starts.push(s);
  const pages: DeviceLocation[][] = new Array(starts.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < starts.length; i = next++) {
      pages[i] = await fetchDeviceLocationPage(client, businessId, starts[i] ?? 0, LOCATION_CHUNK);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, starts.length) }, worker));
  return { count, devices: pages.flat() };
}

/**
 * The counts and every device location of a business's map (or the system map without `businessId`): what the
 * map's plain-marker and browser-clustering modes draw (50,000 devices are 50 calls; the default mode asks the
 * server for the view's clusters instead, useDeviceClusters).
 * @example const { data } = useDeviceMapData(bid); data?.count.offline
 */
export function useDeviceMapData(businessId?: number, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: deviceMapKey(businessId),
    queryFn: () => fetchDeviceMapData(client, businessId),
    enabled,
    // 50,000 rows are not refetched because a tab got focus; live events keep them current.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
}

/**
 * Applies an iNodeOnline/iNodeOffline event to a loaded map in place of a refetch: the device's marker and the
 * counts change; unknown devices (another business on a business map) change nothing. Returns the new data.
 */
export function applyOnline(data: DeviceMapData, cuid: string, online: boolean): DeviceMapData {
  const devices = applyOnlineToRows(data.devices, cuid, online);
  if (devices === data.devices) return data;
  const delta = online ? 1 : -1;
  const count = { ...data.count, online: data.count.online + delta, offline: data.count.offline - delta };
  return { count, devices };
}

/** The rows with one device's online state changed (a new array), or the same array when nothing changes. */
export function applyOnlineToRows(rows: DeviceLocation[], cuid: string, online: boolean): DeviceLocation[] {
  const i = rows.findIndex((d) => d.cuid === cuid);
  const d = rows[i];
  if (!d || d.online === online) return rows;
  const next = rows.slice();
  next[i] = { ...d, online };
  return next;
}

/** Sets a device's online state in the cached map(s) it may be on (its business's and the system one). */
export function patchDeviceOnline(
  queryClient: QueryClient,
  businessId: number | undefined,
  cuid: string,
  online: boolean,
) {
  for (const key of [deviceMapKey(businessId), devicesKeys.system()]) {
    queryClient.setQueryData<DeviceMapData>(key, (old) => (old ? applyOnline(old, cuid, online) : old));
  }
}

/** Marks a device map stale (devices joined, left or moved). */
export function invalidateDeviceMap(queryClient: QueryClient, businessId?: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: deviceMapKey(businessId) });
}
