import type { components } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { edmKeys } from "./edmKeys";

/** Sent, open, click, fails (plus unsubscribed and pending) of a campaign. */
export type EdmStat = components["schemas"]["EdmStat"];
/** A metric point {ts, count}. */
export type EdmMetricPoint = components["schemas"]["EdmMetricPoint"];
/** A recipient of a campaign's sends with its open and click times. */
export type EdmDeliveryRecipient = components["schemas"]["EdmDeliveryRecipient"];
/** A clicked link with clicks and unique clicks. */
export type EdmLink = components["schemas"]["EdmLink"];
/** The metric types of the chart tabs. */
export type EdmMetricType = "sent" | "open" | "click" | "fail" | "unsubscribe";
/** Points per hour or per day. */
export type EdmMetricPeriod = "hourly" | "daily";
/** A report range in epoch seconds (at most 90 days; the server answers 400 past that). */
export interface EdmRange {
  from: number;
  to: number;
}

/** The report's longest range in days (section 5). */
export const EDM_REPORT_MAX_DAYS = 90;

/** A campaign's stats within the range. */
export function useEdmStat(businessId: number, campaignId: number, range: EdmRange) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...edmKeys.report(businessId, campaignId), "stat", range.from, range.to],
    queryFn: async () =>
      (
        await client.GET("/v3/edm-campaigns/{campaignId}/stat", {
          params: { path: { campaignId }, query: { from: range.from, to: range.to } },
        })
      ).data,
    enabled: campaignId > 0,
  });
}

/**
 * One metric of a campaign as points, hourly or daily.
 * @example const { data } = useEdmMetrics(bid, cid, "open", "daily", range); data?.points
 */
export function useEdmMetrics(
  businessId: number,
  campaignId: number,
  type: EdmMetricType,
  period: EdmMetricPeriod,
  range: EdmRange,
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...edmKeys.report(businessId, campaignId), "metrics", type, period, range.from, range.to],
    queryFn: async () =>
      (
        await client.GET("/v3/edm-campaigns/{campaignId}/stat/metrics", {
          params: { path: { campaignId }, query: { type, period, from: range.from, to: range.to } },
        })
      ).data,
    enabled: campaignId > 0,
  });
}

/** One page (10) of a campaign's recipients; `event` keeps the openers or clickers (Opens and Clicks tabs). */
export function useEdmCampaignRecipients(
  businessId: number,
  campaignId: number,
  startIndex = 0,
  event?: "open" | "click",
  limit = 10,
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...edmKeys.report(businessId, campaignId), "recipients", event ?? "all", startIndex, limit],
    queryFn: async () =>
      (
        await client.GET("/v3/edm-campaigns/{campaignId}/recipients", {
          params: { path: { campaignId }, query: { startIndex, limit, ...(event ? { event } : {}) } },
        })
      ).data,
    enabled: campaignId > 0,
    placeholderData: (prev) => prev,
  });
}

/** One page (10) of a campaign's clicked links. */
export function useEdmCampaignLinks(businessId: number, campaignId: number, startIndex = 0, limit = 10) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...edmKeys.report(businessId, campaignId), "links", startIndex, limit],
    queryFn: async () =>
      (
        await client.GET("/v3/edm-campaigns/{campaignId}/links", {
          params: { path: { campaignId }, query: { startIndex, limit } },
        })
      ).data,
    enabled: campaignId > 0,
    placeholderData: (prev) => prev,
  });
}
