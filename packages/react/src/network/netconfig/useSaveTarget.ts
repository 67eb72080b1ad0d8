import { useQueryClient } from "@tanstack/react-query";
import { devicesKeys } from "../../data/devicesKeys";
import { useCreateNetworkConfig, useUpdateNetworkConfig } from "../../data/networkConfigs";
import type { NetworkConfig, NetworkConfigTarget, NetworkDetail } from "../../data/networkConfigTypes";
import { usePortico } from "../../provider/context";

/** Where a save goes (the editor's props that decide it). */
export interface SaveTargetProps {
  businessId: number;
  target: NetworkConfigTarget;
  templateId?: number;
  groupId?: number;
  cuid?: string;
  onSave?(detail: NetworkDetail): Promise<void>;
}

/**
 * The editor's save: the host's `onSave`, else the template, the iNode group's `detail` or the device's network
 * configuration (PUT /v3/inodes/{cuid}/network-config; the server strips and checks again).
 */
export function useSaveTarget(p: SaveTargetProps) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const create = useCreateNetworkConfig(p.businessId);
  const update = useUpdateNetworkConfig(p.businessId);
  return async (name: string, detail: NetworkDetail): Promise<{ detail: NetworkDetail; template?: NetworkConfig }> => {
    if (p.onSave) {
      await p.onSave(detail);
      return { detail };
    }
    if (p.target === "template") {
      const template = p.templateId
        ? await update.mutateAsync({ id: p.templateId, name, detail })
        : await create.mutateAsync({ name, detail });
      return { detail, template };
    }
    if (p.target === "group" && p.groupId) {
      // The generated body type of updateINodeGroup (minProperties: 1) collapses to Record<string, never>.
      await client.PUT("/v3/inode-groups/{groupId}", {
        params: { path: { groupId: p.groupId } },
        body: { detail } as never,
      });
      await queryClient.invalidateQueries({ queryKey: devicesKeys.groups(p.businessId) });
      return { detail };
    }
    if (p.target === "device" && p.cuid) {
      const saved = (
        await client.PUT("/v3/inodes/{cuid}/network-config", { params: { path: { cuid: p.cuid } }, body: detail })
      ).data;
      await queryClient.invalidateQueries({ queryKey: devicesKeys.inode(p.businessId, p.cuid) });
      return { detail: saved.detail };
    }
    // No id: the host keeps the configuration (onSaved) and saves it with the rest of its form.
    return { detail };
  };
}
