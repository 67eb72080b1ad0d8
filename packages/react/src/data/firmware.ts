import type { components, PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { devicesKeys } from "./devicesKeys";
import { detailKeys } from "./inodeDetailKeys";

/** Firmware kinds (upgrade target and history filter). */
export const FIRMWARE_KINDS = ["jffs2", "kernel"] as const;
export type FirmwareKind = components["schemas"]["FirmwareKind"];
export type UpgradeState = components["schemas"]["UpgradeState"];
export type UpgradeRecord = components["schemas"]["UpgradeRecord"];
/** Rows per page of the upgrade-history dialog. */
export const UPGRADE_HISTORY_PAGE_SIZE = 20;

/** Loads an iNode's firmware state (current and latest versions, isUpgrading, last upgrade). */
export async function fetchUpgradeState(client: PorticoClient, cuid: string): Promise<UpgradeState> {
  return (await client.GET("/v3/inodes/{cuid}/upgrade", { params: { path: { cuid } } })).data;
}

/** The firmware state of an iNode; polled every 5 s while an upgrade runs. */
export function useUpgradeState(businessId: number, cuid: string) {
  const { client } = usePortico();
  return useQuery({
    queryKey: detailKeys.upgrade(businessId, cuid),
    queryFn: () => fetchUpgradeState(client, cuid),
    refetchInterval: (q) => (q.state.data?.isUpgrading ? 5000 : false),
  });
}

/** Starts a firmware upgrade of one kind; the device and list data are refreshed on success. */
export function useUpgradeINode(businessId: number, cuid: string) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: FirmwareKind) =>
      (await client.POST("/v3/inodes/{cuid}/upgrade", { params: { path: { cuid } }, body: { kind } })).data,
    onSuccess: (state) => {
      queryClient.setQueryData(detailKeys.upgrade(businessId, cuid), state);
      void queryClient.invalidateQueries({ queryKey: devicesKeys.inode(businessId, cuid) });
      void queryClient.invalidateQueries({ queryKey: devicesKeys.inodes(businessId) });
    },
  });
}

/** One page (20 rows) of a business's upgrade history for a model, filtered by firmware kind. */
export function useUpgradeHistory(
  businessId: number,
  filter: { modelId: string | null; kind: FirmwareKind; page: number },
  enabled = true,
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: detailKeys.upgradeHistory(businessId, filter),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/upgrade-history", {
          params: {
            path: { businessId },
            query: {
              kind: filter.kind,
              ...(filter.modelId ? { modelId: filter.modelId } : {}),
              startIndex: filter.page * UPGRADE_HISTORY_PAGE_SIZE,
              limit: UPGRADE_HISTORY_PAGE_SIZE,
            },
          },
        })
      ).data,
    enabled,
    placeholderData: (prev) => prev,
  });
}

/** One page of an iNode's device events (10 a page by default, newest first). */
export function useINodeEvents(businessId: number, cuid: string, page: number, pageSize: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: detailKeys.events(businessId, cuid, page, pageSize),
    queryFn: async () =>
      (
        await client.GET("/v3/inodes/{cuid}/device-events", {
          params: { path: { cuid }, query: { offset: page * pageSize, limit: pageSize, sort: "ts:desc" } },
        })
      ).data,
    placeholderData: (prev) => prev,
  });
}
