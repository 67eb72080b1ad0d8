import type { components, PorticoClient } from "@portico/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { useLiveEvent } from "../provider/useLiveEvent";
import { devicesKeys } from "./devicesKeys";

/** An iNode as the API returns it. */
export type INodeDetail = components["schemas"]["INode"];

/** Loads one iNode by cuid. */
export async function fetchINodeDetail(client: PorticoClient, cuid: string): Promise<INodeDetail> {
  return (await client.GET("/v3/inodes/{cuid}", { params: { path: { cuid } } })).data;
}

/** One iNode (status, firmware, WAN), refreshed by its live events. */
export function useINodeDetail(businessId: number, cuid: string) {
  const { client } = usePortico();
  useINodeLiveRefresh(businessId, cuid);
  return useQuery({
    queryKey: devicesKeys.inode(businessId, cuid),
    queryFn: () => fetchINodeDetail(client, cuid),
    enabled: Boolean(cuid),
  });
}

/** The live device events that change one iNode's detail data. */
export const DETAIL_LIVE_EVENTS = [
  "iNodeOnline",
  "iNodeOffline",
  "iNodeStatusChange",
  "iNodeNewVerAVBL",
  "iNodeLatestVer",
] as const;

/** Marks an iNode's detail data stale when one of its live events arrives (no reload needed). */
export function useINodeLiveRefresh(businessId: number, cuid: string): void {
  const queryClient = useQueryClient();
  useLiveEvent(DETAIL_LIVE_EVENTS, (msg) => {
    const p = msg.params as { cuid?: string };
    if (p.cuid === cuid) void queryClient.invalidateQueries({ queryKey: devicesKeys.inode(businessId, cuid) });
  });
}
