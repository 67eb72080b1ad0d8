import type { components, PorticoClient } from "@portico/sdk";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { invalidateAccountProfile } from "./accountProfile";
import { businessKeys } from "./businessKeys";

/** An SMS campaign (the contract's SmsCampaign). */
export type SmsCampaign = components["schemas"]["SmsCampaign"];
/** A campaign's name, text and segment. */
export type SmsCampaignInput = components["schemas"]["SmsCampaignInput"];
/** One page of SMS campaigns. */
export type SmsCampaignPage = components["schemas"]["SmsCampaignPage"];
/** A visitor segment. */
export type VisitorSegment = components["schemas"]["VisitorSegment"];
/** One condition of a segment. */
export type SegmentCondition = components["schemas"]["SegmentCondition"];
/** A segment's name and conditions. */
export type VisitorSegmentInput = components["schemas"]["VisitorSegmentInput"];

/** Query keys of SMS campaigns and segments, under the business's `sms` scope (one invalidation refreshes all). */
export const smsKeys = {
  scoped: (businessId: number) => [...businessKeys.scoped(businessId), "sms"] as const,
  page: (businessId: number, startIndex: number, limit: number) =>
    [...smsKeys.scoped(businessId), "page", startIndex, limit] as const,
  one: (businessId: number, id: number) => [...smsKeys.scoped(businessId), "one", id] as const,
  segments: (businessId: number) => [...smsKeys.scoped(businessId), "segments"] as const,
  segment: (businessId: number, id: number) => [...smsKeys.scoped(businessId), "segment", id] as const,
};

/** Loads one page of a business's SMS campaigns, latest change first. */
export async function fetchSmsCampaigns(
  client: PorticoClient,
  businessId: number,
  startIndex: number,
  limit: number,
): Promise<SmsCampaignPage> {
  const { data } = await client.GET("/v3/businesses/{businessId}/sms-campaigns", {
    params: { path: { businessId }, query: { startIndex, limit } },
  });
  return data;
}

/**
 * One page of the business's SMS campaigns (20 a page by default).
 * @example const { data } = useSmsCampaigns(bid, page * 20, 20); data?.campaigns, data?.total
 */
export function useSmsCampaigns(businessId: number, startIndex = 0, limit = 20) {
  const { client } = usePortico();
  return useQuery({
    queryKey: smsKeys.page(businessId, startIndex, limit),
    queryFn: () => fetchSmsCampaigns(client, businessId, startIndex, limit),
    enabled: businessId > 0,
    placeholderData: (prev) => prev,
  });
}

/** Marks every cached SMS query of the business stale (campaigns and segments). */
export function invalidateSms(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: smsKeys.scoped(businessId) });
}

/** One SMS campaign. */
export function useSmsCampaign(businessId: number, campaignId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: smsKeys.one(businessId, campaignId),
    queryFn: async () =>
      (await client.GET("/v3/sms-campaigns/{campaignId}", { params: { path: { campaignId } } })).data,
    enabled: campaignId > 0,
  });
}

/** Creates an SMS campaign; refreshes the list. */
export function useCreateSmsCampaign(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: SmsCampaignInput) =>
      (await client.POST("/v3/businesses/{businessId}/sms-campaigns", { params: { path: { businessId } }, body })).data,
    onSuccess: () => invalidateSms(qc, businessId),
  });
}

/** Saves a campaign's name, text and segment. */
export function useUpdateSmsCampaign(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: SmsCampaignInput }) =>
      (await client.PUT("/v3/sms-campaigns/{campaignId}", { params: { path: { campaignId: id } }, body })).data,
    onSuccess: () => invalidateSms(qc, businessId),
  });
}

/** Removes a campaign. */
export function useRemoveSmsCampaign(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await client.DELETE("/v3/sms-campaigns/{campaignId}", { params: { path: { campaignId: id } } });
    },
    onSuccess: () => invalidateSms(qc, businessId),
  });
}

/** The business's named segments (the editor's segment picker). */
export function useVisitorsSegments(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: smsKeys.segments(businessId),
    queryFn: async () =>
      (await client.GET("/v3/businesses/{businessId}/visitors-segments", { params: { path: { businessId } } })).data
        .segments,
    enabled: businessId > 0,
  });
}

/** One segment with its first guests. */
export function useVisitorsSegment(businessId: number, segmentId: number | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: smsKeys.segment(businessId, segmentId ?? 0),
    queryFn: async () =>
      (await client.GET("/v3/visitors-segments/{segmentId}", { params: { path: { segmentId: segmentId ?? 0 } } })).data,
    enabled: (segmentId ?? 0) > 0,
  });
}

/** Creates a segment (named, or unnamed for one campaign). */
export function useCreateVisitorsSegment(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: VisitorSegmentInput) =>
      (await client.POST("/v3/businesses/{businessId}/visitors-segments", { params: { path: { businessId } }, body }))
        .data,
    onSuccess: () => invalidateSms(qc, businessId),
  });
}

/** Updates the fields sent of a segment. */
export function useUpdateVisitorsSegment(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: VisitorSegmentInput }) =>
      (await client.PUT("/v3/visitors-segments/{segmentId}", { params: { path: { segmentId: id } }, body })).data,
    onSuccess: () => invalidateSms(qc, businessId),
  });
}

/** Tests conditions: resolves to how many guests match them now (nothing is saved). */
export function useCountVisitorsConditions(businessId: number) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (conditions: SegmentCondition[]) =>
      (
        await client.POST("/v3/businesses/{businessId}/visitors-conditions", {
          params: { path: { businessId } },
          body: { conditions },
        })
      ).data.count,
  });
}

/**
 * Sends a campaign to its segment (a delivery job); refreshes the campaign and the signed-in profile, as the
 * specification asks after an SMS send.
 */
export function useSendSmsCampaign(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await client.POST("/v3/sms-campaigns/{campaignId}/send", { params: { path: { campaignId: id } } })).data,
    onSuccess: () => Promise.all([invalidateSms(qc, businessId), invalidateAccountProfile(qc)]).then(() => undefined),
  });
}

/** The campaign's dashboard: sent, failed, clicked, pending and sends per day (last 30 days by default). */
export function useSmsCampaignReport(businessId: number, campaignId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...smsKeys.one(businessId, campaignId), "report"] as const,
    queryFn: async () =>
      (await client.GET("/v3/sms-campaigns/{campaignId}/report", { params: { path: { campaignId } } })).data,
    enabled: campaignId > 0,
    // While texts wait to go out, follow the send.
    refetchInterval: (q) => (q.state.data?.pending ? 2000 : false),
  });
}

/** One page of the campaign's recipients with their delivery status. */
export function useSmsCampaignResults(
  businessId: number,
  campaignId: number,
  startIndex = 0,
  limit = 10,
  /** Changes whenever the report's sent + failed does, so the page follows a send as the report polls it. */
  version = 0,
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...smsKeys.one(businessId, campaignId), "results", startIndex, limit, version] as const,
    queryFn: async () =>
      (
        await client.GET("/v3/sms-campaigns/{campaignId}/results", {
          params: { path: { campaignId }, query: { startIndex, limit } },
        })
      ).data,
    enabled: campaignId > 0,
    placeholderData: (prev) => prev,
  });
}
