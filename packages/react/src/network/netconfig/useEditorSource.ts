import { useQuery } from "@tanstack/react-query";
import { devicesKeys } from "../../data/devicesKeys";
import type { NetworkConfigTarget, NetworkDetail } from "../../data/networkConfigTypes";
import { networkKeys } from "../../data/networkKeys";
import { usePortico } from "../../provider/context";

/** What the editor starts from: the given value, else the stored template, device or group configuration. */
export interface EditorSourceProps {
  businessId: number;
  target: NetworkConfigTarget;
  value?: NetworkDetail;
  templateId?: number;
  groupId?: number;
  cuid?: string;
}

/** Loads the configuration an editor starts from when the host passed no `value`. */
export function useEditorSource(p: EditorSourceProps) {
  const { client } = usePortico();
  const id = p.target === "template" ? p.templateId : p.target === "group" ? p.groupId : p.cuid;
  const load = !p.value && !!id && p.businessId > 0;
  const queryKey =
    p.target === "template"
      ? [...networkKeys.networkConfigs(p.businessId), id]
      : p.target === "group"
        ? [...devicesKeys.groups(p.businessId), "networkConfig", id]
        : [...devicesKeys.inode(p.businessId, String(id)), "networkConfig"];
  const query = useQuery({
    queryKey,
    enabled: load,
    queryFn: async (): Promise<{ name: string; detail: NetworkDetail; configurationId?: number | null }> => {
      if (p.target === "template") {
        const c = (
          await client.GET("/v3/network-configs/{networkConfigId}", {
            params: { path: { networkConfigId: Number(id) } },
          })
        ).data;
        return { name: c.name, detail: c.detail };
      }
      if (p.target === "device") {
        const c = (await client.GET("/v3/inodes/{cuid}/network-config", { params: { path: { cuid: String(id) } } }))
          .data;
        return { name: "", detail: c.detail };
      }
      const groups = (
        await client.GET("/v3/businesses/{businessId}/inode-groups", { params: { path: { businessId: p.businessId } } })
      ).data;
      const g = groups.find((x) => x.id === id);
      if (!g) throw Object.assign(new Error("Not found"), { code: "NOT_FOUND" });
      return { name: g.name, detail: g.detail as NetworkDetail, configurationId: g.configurationId };
    },
  });
  return { load, ...query };
}
