import type { PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { devicesKeys } from "./devicesKeys";
import type { NewINode } from "./inodeTypes";

/** Loads the devices discovered on a business's network and not bound yet, newest first. */
export async function fetchNewINodes(client: PorticoClient, businessId: number): Promise<NewINode[]> {
  return (await client.GET("/v3/businesses/{businessId}/new-inodes", { params: { path: { businessId } } })).data;
}

/**
 * The 'scan for new devices' list; live newINodeJoin events append to it (see useINodeLiveUpdates).
 * @example const { data: found = [], refetch: scan } = useNewINodes(bid);
 */
export function useNewINodes(businessId: number, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: devicesKeys.newINodes(businessId),
    queryFn: () => fetchNewINodes(client, businessId),
    enabled: enabled && businessId > 0,
  });
}
