import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import { businessQuery } from "./businessQuery";
import type { WebsiteService } from "./businessTypes";

/** Loads the website service state and sites of a business. */
export async function fetchWebsites(client: PorticoClient, businessId: number): Promise<WebsiteService> {
  return (await client.GET("/v3/businesses/{businessId}/websites", { params: { path: { businessId } } })).data;
}

const websitesQuery = businessQuery(businessKeys.websites, fetchWebsites);

/** The website service of a business (enabled, paid, points per day, sites). */
export const useWebsites = websitesQuery.useResource;

/** Enables the service; a paid one needs `acceptCharge: true` after the user confirmed the charge. */
export function useEnableWebsites(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (acceptCharge: boolean) =>
      (
        await client.POST("/v3/businesses/{businessId}/websites/enable", {
          params: { path: { businessId } },
          body: { acceptCharge },
        })
      ).data,
    onSuccess: (w) => queryClient.setQueryData(businessKeys.websites(businessId), w),
  });
}

/** Opens a website editor session (one hour); SERVICE_NOT_ENABLED until the service is enabled. */
export function useOpenWebsiteSession(businessId: number) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async () =>
      (await client.GET("/v3/businesses/{businessId}/websites/session", { params: { path: { businessId } } })).data,
  });
}
