import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLiveEvent } from "../provider/useLiveEvent";
import { invalidateDeviceClusters, patchDeviceMapPages } from "./deviceClusters";
import { invalidateDeviceMap, patchDeviceOnline } from "./deviceMap";

/** A burst of online/offline events (a site's power cut) refetches the clusters of the view once, this long after. */
export const CLUSTER_REFRESH_MS = 1000;

/**
 * Keeps a loaded device map current from live events without a reload: online/offline flips patch the markers,
 * the counts and the list's rows in the cache; server clusters (their counts are the server's) are refetched for
 * the view once per burst of events; a device leaving (UNBINDING) or being bound refetches the map.
 */
export function useDeviceMapLive(businessId?: number): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent(["iNodeOnline", "iNodeOffline"], (m) => {
    const { type, cuid } = m.params;
    if (typeof cuid !== "string") return;
    patchDeviceOnline(queryClient, businessId, cuid, type === "iNodeOnline");
    patchDeviceMapPages(queryClient, businessId, cuid, type === "iNodeOnline");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void invalidateDeviceClusters(queryClient, businessId), CLUSTER_REFRESH_MS);
  });
  useLiveEvent(["iNodeStatusChange", "newINodeStatusChange"], (m) => {
    const state = m.params.state;
    if (state === "UNBINDING" || state === "bound") void invalidateDeviceMap(queryClient, businessId);
  });
}
