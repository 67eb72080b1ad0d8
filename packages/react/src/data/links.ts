import type { components, PorticoClient } from "@portico/sdk";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { activitiesKeys } from "./activitiesKeys";

/** A link with its short URL and QR code (the contract's Link). */
export type Link = components["schemas"]["Link"];
/** What a link opens. */
export type CampaignType = components["schemas"]["CampaignType"];
/** A short link's campaign and name (and, in the event menu type, the selected project). */
export type LinkInput = components["schemas"]["LinkInput"];
/** One option of the content select. */
export type CampaignContent = components["schemas"]["CampaignContent"];
/** One page of links. */
export type LinkPage = components["schemas"]["LinkPage"];

/** The campaign types the short-link dialog offers (check-in links are made by passes). */
export const DIALOG_CAMPAIGN_TYPES: readonly CampaignType[] = ["activity", "member-card", "event"];

/**
 * Query keys of links, all under the business's `links` scope (one invalidation refreshes them all). `appId`
 * is the project filter (event mode); 0 or none is 'All Items'.
 */
export const linkKeys = {
  page: (businessId: number, startIndex: number, limit: number, appId?: number) =>
    [...activitiesKeys.links(businessId), "page", startIndex, limit, appId || 0] as const,
  one: (businessId: number, linkId: number) => [...activitiesKeys.links(businessId), "one", linkId] as const,
  contents: (businessId: number, type: CampaignType, appId?: number) =>
    [...activitiesKeys.links(businessId), "contents", type, appId || 0] as const,
};

// The query's project filter: only a real project (> 0) narrows; 'All Items' (0) sends nothing.
const projectQuery = (appId?: number) => (appId && appId > 0 ? { appId } : {});

/**
 * Loads one page of a business's short links, newest first; with `appId` only the links whose campaign is in
 * that project (event mode).
 */
export async function fetchLinks(
  client: PorticoClient,
  businessId: number,
  startIndex: number,
  limit: number,
  appId?: number,
): Promise<LinkPage> {
  const { data } = await client.GET("/v3/businesses/{businessId}/links", {
    params: { path: { businessId }, query: { startIndex, limit, ...projectQuery(appId) } },
  });
  return data;
}

/**
 * One page of the business's short links (20 a page by default), newest first; with `appId` only the
 * selected project's (event mode).
 * @example const { data } = useLinks(bid, page * 20, 20, projectId); data?.links, data?.total
 */
export function useLinks(businessId: number, startIndex = 0, limit = 20, appId?: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: linkKeys.page(businessId, startIndex, limit, appId),
    queryFn: () => fetchLinks(client, businessId, startIndex, limit, appId),
    enabled: businessId > 0,
    placeholderData: (prev) => prev,
  });
}

/** Loads the first page of links (optionally one project's) into the cache ahead of rendering. */
export function prefetchLinks(
  queryClient: QueryClient,
  client: PorticoClient,
  businessId: number,
  appId?: number,
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: linkKeys.page(businessId, 0, 20, appId),
    queryFn: () => fetchLinks(client, businessId, 0, 20, appId),
  });
}

/** Marks every cached link query of the business stale (lists, single links, contents). */
export function invalidateLinks(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: activitiesKeys.links(businessId) });
}

/** One link (the statistics page's title). */
export function useLink(businessId: number, linkId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: linkKeys.one(businessId, linkId),
    queryFn: async () => (await client.GET("/v3/links/{linkId}", { params: { path: { linkId } } })).data,
    enabled: linkId > 0,
  });
}

/**
 * The contents a link of `type` may open (activities today; cards and events answer none yet); with `appId`
 * only the selected project's (event mode).
 */
export function useCampaignContents(businessId: number, type: CampaignType | "", appId?: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: linkKeys.contents(businessId, (type || "activity") as CampaignType, appId),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/campaign-contents", {
          params: { path: { businessId }, query: { campaignType: type as CampaignType, ...projectQuery(appId) } },
        })
      ).data,
    enabled: businessId > 0 && type !== "",
  });
}

/** Adds a URL link (short link); refreshes the business's link lists. */
export function useCreateLink(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: LinkInput) =>
      (await client.POST("/v3/businesses/{businessId}/links", { params: { path: { businessId } }, body })).data,
    onSuccess: () => invalidateLinks(qc, businessId),
  });
}

/** Updates a link's campaign type, content and name. */
export function useUpdateLink(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: LinkInput }) =>
      (await client.PUT("/v3/links/{linkId}", { params: { path: { linkId: id } }, body })).data,
    onSuccess: () => invalidateLinks(qc, businessId),
  });
}

/** Removes a link and its clicks. */
export function useRemoveLink(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await client.DELETE("/v3/links/{linkId}", { params: { path: { linkId: id } } });
    },
    onSuccess: () => invalidateLinks(qc, businessId),
  });
}
