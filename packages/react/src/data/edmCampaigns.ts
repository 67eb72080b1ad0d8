import type { components, PorticoClient } from "@portico/sdk";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { edmKeys } from "./edmKeys";
import { useClientMutation } from "./useClientMutation";

/** An e-mail campaign (the contract's EdmCampaign). */
export type EdmCampaign = components["schemas"]["EdmCampaign"];
/** What a campaign save sends: subject, content, filter, schedule. */
export type EdmCampaignInput = components["schemas"]["EdmCampaignInput"];
/** One page of campaigns: edmCampaigns, total, count, startIndex. */
export type EdmCampaignPage = components["schemas"]["EdmCampaignPage"];
/** A campaign's status (Draft, Scheduled, Sent, SendBeforeBirthDay ...). */
export type EdmStatus = components["schemas"]["EdmStatus"];
/** When a campaign sends (delivery mode, type, at, routine, birthday, lastVisit, firstVisit). */
export type EdmSchedule = components["schemas"]["EdmSchedule"];
/** Which visitors receive a campaign. */
export type EdmFilter = components["schemas"]["EdmFilter"];
/** A send's delivery run and job. */
export type EdmSendResult = components["schemas"]["EdmSendResult"];

/** The list's sort, `field:dir`. */
export type EdmCampaignSort =
  `${"createdAt" | "updatedAt" | "subject" | "status" | "nextDeliveryAt"}:${"asc" | "desc"}`;

/** The e-mail list's first page size (section 9: e-mail tables start at 10). */
export const EDM_PAGE_SIZE = 10;

/** Loads one page of a business's e-mail campaigns. */
export async function fetchEdmCampaigns(
  client: PorticoClient,
  businessId: number,
  startIndex = 0,
  limit = EDM_PAGE_SIZE,
  sort: EdmCampaignSort = "createdAt:desc",
): Promise<EdmCampaignPage> {
  const { data } = await client.GET("/v3/businesses/{businessId}/edm-campaigns", {
    params: { path: { businessId }, query: { startIndex, limit, sort } },
  });
  return data;
}

/**
 * One server page of the business's e-mail campaigns, sorted `field:dir`.
 * @example const { data } = useEdmCampaigns(bid, page * 10, 10, "createdAt:desc"); data?.edmCampaigns
 */
export function useEdmCampaigns(
  businessId: number,
  startIndex = 0,
  limit = EDM_PAGE_SIZE,
  sort: EdmCampaignSort = "createdAt:desc",
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: edmKeys.campaignPage(businessId, startIndex, limit, sort),
    queryFn: () => fetchEdmCampaigns(client, businessId, startIndex, limit, sort),
    enabled: businessId > 0,
    placeholderData: (prev) => prev,
  });
}

/** Loads the first page of campaigns into the cache ahead of rendering. */
export function prefetchEdmCampaigns(queryClient: QueryClient, client: PorticoClient, businessId: number) {
  return queryClient.prefetchQuery({
    queryKey: edmKeys.campaignPage(businessId, 0, EDM_PAGE_SIZE, "createdAt:desc"),
    queryFn: () => fetchEdmCampaigns(client, businessId),
  });
}

/** Marks every cached campaign query of the business stale (lists and single campaigns). */
export function invalidateEdmCampaigns(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: edmKeys.campaigns(businessId) });
}

/** One e-mail campaign (0 = none: the query stays idle). */
export function useEdmCampaign(businessId: number, campaignId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: edmKeys.campaign(businessId, campaignId),
    queryFn: async () =>
      (await client.GET("/v3/edm-campaigns/{campaignId}", { params: { path: { campaignId } } })).data,
    enabled: campaignId > 0,
  });
}

/** Creates a draft campaign ('Draft is saved!'); answers the campaign. */
export const useCreateEdmCampaign = (businessId: number) =>
  useClientMutation(
    async (client, body: EdmCampaignInput) =>
      (await client.POST("/v3/businesses/{businessId}/edm-campaigns", { params: { path: { businessId } }, body })).data,
    (qc) => invalidateEdmCampaigns(qc, businessId),
  );

/** Saves a campaign's subject, content, filter and schedule. */
export const useUpdateEdmCampaign = (businessId: number) =>
  useClientMutation(
    async (client, { id, body }: { id: number; body: EdmCampaignInput }) =>
      (await client.PUT("/v3/edm-campaigns/{campaignId}", { params: { path: { campaignId: id } }, body })).data,
    (qc) => invalidateEdmCampaigns(qc, businessId),
  );

/** Deletes a campaign. */
export const useRemoveEdmCampaign = (businessId: number) =>
  useClientMutation(
    async (client, id: number) => {
      await client.DELETE("/v3/edm-campaigns/{campaignId}", { params: { path: { campaignId: id } } });
    },
    (qc) => invalidateEdmCampaigns(qc, businessId),
  );

/**
 * Enables a campaign's schedule; the answer carries the status the schedule gives and nextDeliveryAt
 * ('The EDM has been scheduled to send!'). A failure rejects (the toggle reverts).
 */
export const useEnableEdmSchedule = (businessId: number) =>
  useClientMutation(
    async (client, { id, schedule }: { id: number; schedule: EdmSchedule }) =>
      (
        await client.POST("/v3/edm-campaigns/{campaignId}/schedule", {
          params: { path: { campaignId: id } },
          body: schedule,
        })
      ).data,
    (qc) => invalidateEdmCampaigns(qc, businessId),
  );

/** Disables a campaign's schedule (clears nextDeliveryAt); ask for confirmation first. */
export const useRemoveEdmSchedule = (businessId: number) =>
  useClientMutation(
    async (client, id: number) =>
      (await client.DELETE("/v3/edm-campaigns/{campaignId}/schedule", { params: { path: { campaignId: id } } })).data,
    (qc) => invalidateEdmCampaigns(qc, businessId),
  );

/**
 * Sends a campaign now, or with `testAddresses` a test send ('EDM has been successfully sent.'); answers the
 * delivery run and its job (progress: the jobs API).
 */
export const useSendEdmCampaign = (businessId: number) =>
  useClientMutation(
    async (client, { id, testAddresses }: { id: number; testAddresses?: string[] }) =>
      (
        await client.POST("/v3/edm-campaigns/{campaignId}/send", {
          params: { path: { campaignId: id } },
          body: testAddresses ? { testAddresses } : {},
        })
      ).data,
    (qc) => invalidateEdmCampaigns(qc, businessId),
  );
