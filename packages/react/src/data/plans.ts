import type { PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import type { Plan } from "./businessTypes";

/** Loads the pricing list (points per day). */
export async function fetchPlans(client: PorticoClient): Promise<Plan[]> {
  return (await client.GET("/v3/plans/list")).data;
}

/** The pricing list of the services, in points per day. */
export function usePlans(enabled = true) {
  const { client } = usePortico();
  return useQuery({ queryKey: businessKeys.plans(), queryFn: () => fetchPlans(client), enabled });
}
