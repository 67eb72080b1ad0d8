import type { components, PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { detailKeys } from "./inodeDetailKeys";

/** A DHCP lease of an iNode. */
export type DhcpLease = components["schemas"]["DhcpLease"];

/** Loads the current DHCP leases of an iNode. */
export async function fetchDhcpLeases(client: PorticoClient, cuid: string): Promise<DhcpLease[]> {
  return (await client.GET("/v3/inodes/{cuid}/dhcp-leases", { params: { path: { cuid } } })).data.leases;
}

/** Loads the lease history of one IP (the response's `Items`, newest first). */
export async function fetchDhcpLease(client: PorticoClient, cuid: string, ip: string): Promise<DhcpLease[]> {
  return (await client.GET("/v3/inodes/{cuid}/dhcp-leases/{ip}", { params: { path: { cuid, ip } } })).data.Items;
}

/** The current leases of an iNode. */
export function useDhcpLeases(businessId: number, cuid: string) {
  const { client } = usePortico();
  return useQuery({ queryKey: detailKeys.leases(businessId, cuid), queryFn: () => fetchDhcpLeases(client, cuid) });
}

/** The lease history of one IP, loaded while `ip` is set. */
export function useDhcpLease(businessId: number, cuid: string, ip: string | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: detailKeys.lease(businessId, cuid, ip ?? ""),
    queryFn: () => fetchDhcpLease(client, cuid, ip ?? ""),
    enabled: Boolean(ip),
  });
}
