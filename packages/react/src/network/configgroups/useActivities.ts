import type { PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { configGroupKeys } from "../../data/configGroupKeys";
import { usePortico } from "../../provider/context";

/** An activity a schedule entry or an SSID can switch to. */
export interface ActivityChoice {
  id: number;
  name: string;
  updatedTs?: number;
}

/** Loads the activities of a business, most recently updated first (only the fields a choice needs). */
export async function fetchActivities(client: PorticoClient, businessId: number): Promise<ActivityChoice[]> {
  const { data } = await client.GET("/v3/businesses/{businessId}/activities", {
    params: { path: { businessId }, query: { fields: "id,name,updatedTs" } },
  });
  return data.map((a) => ({
    id: a.id,
    name: a.name ?? `#${a.id}`,
    ...(a.updatedTs !== undefined ? { updatedTs: a.updatedTs } : {}),
  }));
}

/**
 * The activities of a business, for schedule entries and SSIDs. On failure the widgets show
 * 'Cannot load activity list in current business!' (`configgroups.activities.loadFailed`).
 * @example const { data: activities = [], error } = useActivities(bid);
 */
export function useActivities(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: configGroupKeys.activities(businessId),
    queryFn: () => fetchActivities(client, businessId),
    enabled: businessId > 0,
  });
}
