import type { components, PorticoClient } from "@portico/sdk";
import type { DashboardPeriod } from "@portico/sdk/rules";
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { useLiveEvent } from "../provider/useLiveEvent";

/** The performance dashboard's figures (contract `BusinessInsights`). */
export type BusinessInsights = components["schemas"]["BusinessInsights"];
/** Devices online and offline, guests online now (contract `BusinessHealth`). */
export type BusinessHealth = components["schemas"]["BusinessHealth"];
/** The media channel filter: all media, WiFi or QRCode. */
export type InsightsChannel = BusinessInsights["channel"];

/** What the dashboard asks for: a period ending today, or a custom range; one activity or all; a channel. */
export interface InsightsQuery {
  period: DashboardPeriod | "custom";
  startDate?: string | undefined;
  endDate?: string | undefined;
  activityId?: number | undefined;
  channel: InsightsChannel;
}

/** Query keys of the insights resource, scoped by business. */
export const insightsKeys = {
  scoped: (businessId: number) => ["businesses", businessId, "insights"] as const,
  overview: (businessId: number, q: InsightsQuery) => [...insightsKeys.scoped(businessId), "overview", q] as const,
  health: (businessId: number) => [...insightsKeys.scoped(businessId), "health"] as const,
};

/** Loads the dashboard's figures (GET /v3/businesses/{businessId}/insights/overview). */
export async function fetchInsights(client: PorticoClient, businessId: number, q: InsightsQuery) {
  const range =
    q.period === "custom" ? { startDate: q.startDate, endDate: q.endDate } : { period: q.period as DashboardPeriod };
  const { data } = await client.GET("/v3/businesses/{businessId}/insights/overview", {
    params: {
      path: { businessId },
      query: { ...range, channel: q.channel, ...(q.activityId ? { activityId: q.activityId } : {}) },
    },
  });
  return data as BusinessInsights;
}

/** Loads a business's health at a glance (GET /v3/businesses/{businessId}/insights/health). */
export async function fetchHealth(client: PorticoClient, businessId: number) {
  const { data } = await client.GET("/v3/businesses/{businessId}/insights/health", {
    params: { path: { businessId } },
  });
  return data as BusinessHealth;
}

/**
 * The dashboard's figures; the previous figures stay shown while another filter loads.
 * @example const { data } = useInsights(bid, { period: "1w", channel: "all" });
 */
export function useInsights(businessId: number, q: InsightsQuery, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: insightsKeys.overview(businessId, q),
    queryFn: () => fetchInsights(client, businessId, q),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A business's health at a glance. */
export function useHealth(businessId: number) {
  const { client } = usePortico();
  return useQuery({ queryKey: insightsKeys.health(businessId), queryFn: () => fetchHealth(client, businessId) });
}

/** Marks every insights query of a business stale (active ones refetch). */
export function invalidateInsights(queryClient: QueryClient, businessId: number) {
  return queryClient.invalidateQueries({ queryKey: insightsKeys.scoped(businessId) });
}

/** Loads the landing figures ahead (the past week, all activities and media) and the health. */
export function prefetchInsights(queryClient: QueryClient, client: PorticoClient, businessId: number) {
  const q: InsightsQuery = { period: "1w", channel: "all" };
  return Promise.all([
    queryClient.prefetchQuery({
      queryKey: insightsKeys.overview(businessId, q),
      queryFn: () => fetchInsights(client, businessId, q),
    }),
    queryClient.prefetchQuery({
      queryKey: insightsKeys.health(businessId),
      queryFn: () => fetchHealth(client, businessId),
    }),
  ]);
}

/** Live events that change the dashboard: a guest passed a portal step, a device went on or offline. */
export const INSIGHTS_LIVE_EVENTS = ["portalStep", "iNodeOnline", "iNodeOffline"] as const;

/**
 * Refreshes a business's dashboard as guests connect and devices change (live events), without a reload.
 * @example useInsightsLiveUpdates(bid);
 */
export function useInsightsLiveUpdates(businessId: number): void {
  const queryClient = useQueryClient();
  useLiveEvent(INSIGHTS_LIVE_EVENTS, (message) => {
    const b = message.params.businessId;
    if (b !== undefined && b !== businessId) return;
    void invalidateInsights(queryClient, businessId);
  });
}
