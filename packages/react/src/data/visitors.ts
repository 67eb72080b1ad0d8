import type { components, PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { detailKeys } from "./inodeDetailKeys";

/** An authenticated visitor of an iNode. */
export type INodeVisitor = components["schemas"]["Visitor"];

/** Loads the authenticated visitors of an iNode. */
export async function fetchVisitors(client: PorticoClient, cuid: string): Promise<INodeVisitor[]> {
  return (await client.GET("/v3/inodes/{cuid}/visitors", { params: { path: { cuid } } })).data.visitors;
}

/** The visitors of an iNode. */
export function useVisitors(businessId: number, cuid: string) {
  const { client } = usePortico();
  return useQuery({ queryKey: detailKeys.visitors(businessId, cuid), queryFn: () => fetchVisitors(client, cuid) });
}

/** Revokes a visitor (cuid, ip, mac, ssid); the row turns `isRevoking` until the device drops it. */
export function useRevokeVisitor(businessId: number, cuid: string) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: Pick<INodeVisitor, "ip" | "mac" | "ssid">) =>
      (
        await client.POST("/v3/inodes/{cuid}/visitors/revoke", {
          params: { path: { cuid } },
          body: { ip: v.ip, mac: v.mac, ssid: v.ssid },
        })
      ).data,
    onSuccess: (updated) =>
      queryClient.setQueryData<INodeVisitor[]>(detailKeys.visitors(businessId, cuid), (list) =>
        list?.map((v) => (v.mac === updated.mac && v.ip === updated.ip && v.ssid === updated.ssid ? updated : v)),
      ),
  });
}
