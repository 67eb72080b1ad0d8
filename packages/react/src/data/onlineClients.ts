import type { components, PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { devicesKeys } from "./devicesKeys";

export type OnlineClient = components["schemas"]["OnlineClient"];
export type OnlineClientPage = components["schemas"]["OnlineClientPage"];

/** Loads one page of the business's hotspot-connected visitors, newest first. */
export async function fetchOnlineClients(
  client: PorticoClient,
  businessId: number,
  startIndex: number,
  limit: number,
): Promise<OnlineClientPage> {
  return (
    await client.GET("/v3/businesses/{businessId}/online-clients", {
      params: { path: { businessId }, query: { startIndex, limit } },
    })
  ).data;
}

/** Loads every online client (pages of 1000), for the export. */
export async function fetchAllOnlineClients(client: PorticoClient, businessId: number): Promise<OnlineClient[]> {
  const all: OnlineClient[] = [];
  for (let start = 0; ; start += 1000) {
    const page = await fetchOnlineClients(client, businessId, start, 1000);
    all.push(...page.clients);
    if (page.clients.length < 1000 || all.length >= page.total) return all;
  }
}

/** One page of online clients. */
export function useOnlineClients(businessId: number, page: number, pageSize: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...devicesKeys.onlineClients(businessId), page, pageSize],
    queryFn: () => fetchOnlineClients(client, businessId, page * pageSize, pageSize),
    placeholderData: (prev) => prev,
  });
}
