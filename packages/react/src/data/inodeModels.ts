import type { PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { devicesKeys } from "./devicesKeys";
import type { INodeModel, INodeModelDescription } from "./inodeTypes";

/** Loads the fixed iNode model catalogue. */
export async function fetchINodeModels(client: PorticoClient): Promise<INodeModel[]> {
  return (await client.GET("/v3/inode-models")).data;
}

/**
 * The iNode models ('Cannot load iNode models!' when this fails); they never change during a session.
 * @example const { data: models = [] } = useINodeModels();
 */
export function useINodeModels() {
  const { client } = usePortico();
  return useQuery({
    queryKey: devicesKeys.inodeModels(),
    queryFn: () => fetchINodeModels(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Loads what a model offers (WAN interfaces, LAN slots, SSID count). */
export async function fetchINodeModelDescription(
  client: PorticoClient,
  modelId: string,
): Promise<INodeModelDescription> {
  return (await client.GET("/v3/inode-models/{modelId}/description", { params: { path: { modelId } } })).data;
}

/**
 * A model's description ('Cannot load iNode model description' when this fails); disabled without a model.
 * @example const { data } = useINodeModelDescription(group.modelId);
 */
export function useINodeModelDescription(modelId: string | null | undefined) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...devicesKeys.inodeModels(), modelId ?? ""],
    queryFn: () => fetchINodeModelDescription(client, modelId ?? ""),
    enabled: Boolean(modelId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
