import type { PorticoClient } from "@portico/sdk";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import type { Branding, PortalLanguages } from "./businessTypes";

/** Loads the portal branding of a business. */
export async function fetchBranding(client: PorticoClient, businessId: number): Promise<Branding> {
  return (await client.GET("/v3/businesses/{businessId}/branding", { params: { path: { businessId } } })).data;
}

/** The portal branding texts (continuePortal and tos) of a business. */
export function useBranding(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: businessKeys.branding(businessId),
    queryFn: () => fetchBranding(client, businessId),
    enabled: businessId > 0,
  });
}

/** Marks a business's branding stale. */
export function invalidateBranding(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: businessKeys.branding(businessId) });
}

/** Loads a business's branding ahead of the screen that shows it. */
export function prefetchBranding(queryClient: QueryClient, client: PorticoClient, businessId: number): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: businessKeys.branding(businessId),
    queryFn: () => fetchBranding(client, businessId),
  });
}

/** Replaces the branding (PUT); locale codes must be in the portal language list. */
export function useUpdateBranding(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Branding) =>
      (await client.PUT("/v3/businesses/{businessId}/branding", { params: { path: { businessId } }, body })).data,
    onSuccess: (b) => queryClient.setQueryData(businessKeys.branding(businessId), b),
  });
}

/** Loads the portal language list (about 100 codes; default zh-TW). */
export async function fetchPortalLanguages(client: PorticoClient): Promise<PortalLanguages> {
  return (await client.GET("/v3/services/portal-languages")).data;
}

/** The portal language list; it never changes while the page lives. */
export function usePortalLanguages() {
  const { client } = usePortico();
  return useQuery({
    queryKey: businessKeys.portalLanguages(),
    queryFn: () => fetchPortalLanguages(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
