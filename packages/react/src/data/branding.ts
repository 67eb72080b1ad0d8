import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessKeys } from "./businessKeys";
import { businessQuery } from "./businessQuery";
import type { Branding, PortalLanguages } from "./businessTypes";

/** Loads the portal branding of a business. */
export async function fetchBranding(client: PorticoClient, businessId: number): Promise<Branding> {
  return (await client.GET("/v3/businesses/{businessId}/branding", { params: { path: { businessId } } })).data;
}

const branding = businessQuery(businessKeys.branding, fetchBranding);

/** The portal branding texts (continuePortal and tos) of a business. */
export const useBranding = branding.useResource;

/** Marks a business's branding stale. */
export const invalidateBranding = branding.invalidate;

/** Loads a business's branding ahead of the screen that shows it. */
export const prefetchBranding = branding.prefetch;

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
