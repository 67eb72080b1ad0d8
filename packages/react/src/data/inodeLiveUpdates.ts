import type { LiveMessage } from "@portico/sdk/live";
import { useQueryClient } from "@tanstack/react-query";
import { useLiveEvent } from "../provider/useLiveEvent";
import { devicesKeys } from "./devicesKeys";
import { invalidateINodeGroups } from "./inodeGroups";
import { invalidateINodes, patchCachedINode } from "./inodes";
import type { INode, NewINode } from "./inodeTypes";

/** The live device events the iNode screens follow (part 1 section 4). */
export const INODE_LIVE_EVENTS = [
  "iNodeOnline",
  "iNodeOffline",
  "iNodeStatusChange",
  "newINodeJoin",
  "newINodeStatusChange",
  "iNodeNewVerAVBL",
  "iNodeLatestVer",
] as const;

type Params = LiveMessage["params"];

/** What one event does to a cached device; null removes it (UNBINDING), undefined leaves it. */
export function applyINodeEvent(node: INode, p: Params): INode | null {
  switch (p.type) {
    case "iNodeOnline":
    case "iNodeOffline":
      return { ...node, status: { ...node.status, online: p.type === "iNodeOnline" } };
    case "iNodeStatusChange":
      if (p.state === "UNBINDING") return null;
      return { ...node, status: { ...node.status, state: p.state as INode["status"]["state"] } };
    case "iNodeNewVerAVBL":
      return { ...node, isUpgrading: false, status: { ...node.status, upgrade: true } };
    case "iNodeLatestVer":
      return { ...node, isUpgrading: false, status: { ...node.status, upgrade: false } };
    default:
      return node;
  }
}

/**
 * Keeps a business's cached iNode data in step with the websocket: the event is applied to the shown rows at
 * once (no reload), then the pages refetch in the background so filters and counts stay right. newINodeJoin
 * appends to the scan list unless its ac is listed; newINodeStatusChange rescans.
 * @example useINodeLiveUpdates(bid);
 */
export function useINodeLiveUpdates(businessId: number, onEvent?: (p: Params) => void): void {
  const queryClient = useQueryClient();
  useLiveEvent(INODE_LIVE_EVENTS, (message) => {
    const p = message.params;
    if (p.businessId !== undefined && p.businessId !== businessId) return;
    onEvent?.(p);
    if (p.type === "newINodeJoin") {
      const ac = String(p.ac ?? "");
      queryClient.setQueryData<NewINode[]>(devicesKeys.newINodes(businessId), (old) =>
        !old || old.some((n) => n.ac === ac)
          ? old
          : [{ ac, modelId: String(p.modelId ?? ""), discoveredTs: Math.floor(Date.now() / 1000) }, ...old],
      );
      return;
    }
    if (p.type === "newINodeStatusChange") {
      void queryClient.invalidateQueries({ queryKey: devicesKeys.newINodes(businessId) });
      return;
    }
    if (p.cuid) patchCachedINode(queryClient, businessId, p.cuid, (n) => applyINodeEvent(n, p));
    void invalidateINodes(queryClient, businessId);
    if (p.type === "iNodeStatusChange") void invalidateINodeGroups(queryClient, businessId);
  });
}
