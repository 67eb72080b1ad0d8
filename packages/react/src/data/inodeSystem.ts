import type { components, PorticoClient } from "@portico/sdk";
import { useMutation, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { detailKeys } from "./inodeDetailKeys";

export type INodeSystemInfo = components["schemas"]["INodeSystemInfo"];
export type WifiInfo = components["schemas"]["WifiInfo"];
export type DebugCommandResult = components["schemas"]["DebugCommandResult"];

/** Loads what the device reports about itself (uptime, CPU, memory, load, temperature, addresses). */
export async function fetchSystemInfo(client: PorticoClient, cuid: string): Promise<INodeSystemInfo> {
  return (await client.GET("/v3/inodes/{cuid}/system-info", { params: { path: { cuid } } })).data;
}

/** Loads each radio's channel, width, power and SSIDs. */
export async function fetchWifiInfo(client: PorticoClient, cuid: string): Promise<WifiInfo> {
  return (await client.GET("/v3/apis/{cuid}/net/wifi/info", { params: { path: { cuid } } })).data;
}

/** The device's system information. */
export function useSystemInfo(businessId: number, cuid: string) {
  const { client } = usePortico();
  return useQuery({ queryKey: detailKeys.systemInfo(businessId, cuid), queryFn: () => fetchSystemInfo(client, cuid) });
}

/** The device's wifi information. */
export function useWifiInfo(businessId: number, cuid: string) {
  const { client } = usePortico();
  return useQuery({ queryKey: detailKeys.wifiInfo(businessId, cuid), queryFn: () => fetchWifiInfo(client, cuid) });
}

/** Runs a debug command on the device (non-empty; 409 INODE_OFFLINE when offline) and answers its output. */
export function useDebugCommand(cuid: string) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (command: string) =>
      (await client.POST("/v3/inodes/{cuid}/debug-command", { params: { path: { cuid } }, body: { command } })).data,
  });
}
