import { useQueryClient } from "@tanstack/react-query";
import { useLiveEvent } from "../provider/useLiveEvent";
import { invalidateDeviceMap, patchDeviceOnline } from "./deviceMap";

/**
 * Keeps a loaded device map current from live events without a reload: online/offline flips patch the marker
 * and the counts in the cache; a device leaving (UNBINDING) or being bound refetches the map.
 */
export function useDeviceMapLive(businessId?: number): void {
  const queryClient = useQueryClient();
  useLiveEvent(["iNodeOnline", "iNodeOffline"], (m) => {
    const { type, cuid } = m.params;
    if (typeof cuid === "string") patchDeviceOnline(queryClient, businessId, cuid, type === "iNodeOnline");
  });
  useLiveEvent(["iNodeStatusChange", "newINodeStatusChange"], (m) => {
    const state = m.params.state;
    if (state === "UNBINDING" || state === "bound") void invalidateDeviceMap(queryClient, businessId);
  });
}
