import type { components, PorticoClient } from "@portico/sdk";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";

type S = components["schemas"];
export type ChannelsOverview = S["ChannelsOverview"];
export type TopDomains = S["TopDomains"];
export type DomainSearchPage = S["DomainSearchPage"];
export type WifiLogSummary = S["WifiLogSummary"];
export type GrantSummary = S["GrantSummary"];
export type ChannelClientPage = S["ChannelClientPage"];
export type GreenDashboardPage = S["GreenDashboard"];

/** A day range (YYYY-MM-DD, both included, in the business's time zone). */
export interface DayRange {
  from: string;
  to: string;
}

/** Query keys of the channels area, all under the business. */
export const channelKeys = {
  all: (bid: number) => ["business", bid, "channels"] as const,
  overview: (bid: number, r: DayRange) => [...channelKeys.all(bid), "overview", r.from, r.to] as const,
  topDomains: (bid: number, r: DayRange) => [...channelKeys.all(bid), "topDomains", r.from, r.to] as const,
  domains: (bid: number, q: DomainQuery) => [...channelKeys.all(bid), "domains", q] as const,
  wifiLog: (bid: number, r: DayRange) => [...channelKeys.all(bid), "wifiLog", r.from, r.to] as const,
  grants: (bid: number, r: DayRange) => [...channelKeys.all(bid), "grants", r.from, r.to] as const,
  clients: (bid: number, r: DayRange, startIndex: number, limit: number) =>
    [...channelKeys.all(bid), "clients", r.from, r.to, startIndex, limit] as const,
  events: (bid: number, q: EventQuery) => [...channelKeys.all(bid), "events", q] as const,
  green: (bid: number) => [...channelKeys.all(bid), "green"] as const,
};

/** A domain search: keywords in a range of at most 7 days, per domain or every query (full). */
export interface DomainQuery extends DayRange {
  keywords: string;
  full: boolean;
  startIndex: number;
  limit: number;
}

/** The device events table's query (offset, limit, sort field:dir, query field:keyword). */
export interface EventQuery {
  offset: number;
  limit: number;
  sort: string;
  query?: string;
}

const path = (businessId: number) => ({ businessId });

/** Carriers overview, rank and distribution of a range. */
export function useChannelsOverview(businessId: number, range: DayRange) {
  const { client } = usePortico();
  return useQuery({
    queryKey: channelKeys.overview(businessId, range),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/channels/overview", {
          params: { path: path(businessId), query: range },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The ten most queried domains of a range. */
export function useTopDomains(businessId: number, range: DayRange) {
  const { client } = usePortico();
  return useQuery({
    queryKey: channelKeys.topDomains(businessId, range),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/dns/topdomains", {
          params: { path: path(businessId), query: range },
        })
      ).data,
  });
}

/** Loads one page of a domain search. */
export async function fetchDomainSearch(client: PorticoClient, businessId: number, q: DomainQuery) {
  return (await client.GET("/v3/businesses/{businessId}/dns/domains", { params: { path: path(businessId), query: q } }))
    .data;
}

/** One page of a domain search, loaded while `q` is set. */
export function useDomainSearch(businessId: number, q: DomainQuery | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: channelKeys.domains(
      businessId,
      q ?? { from: "", to: "", keywords: "", full: false, startIndex: 0, limit: 0 },
    ),
    queryFn: () => fetchDomainSearch(client, businessId, q!),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

/** Wifi log counts and its newest lines (1000 by default). */
export function useWifiLogSummary(businessId: number, range: DayRange) {
  const { client } = usePortico();
  return useQuery({
    queryKey: channelKeys.wifiLog(businessId, range),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/channels/wifilog", {
          params: { path: path(businessId), query: range },
        })
      ).data,
  });
}

/** Authentications, grants and ends of a range. */
export function useGrantSummary(businessId: number, range: DayRange) {
  const { client } = usePortico();
  return useQuery({
    queryKey: channelKeys.grants(businessId, range),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/channels/grants", {
          params: { path: path(businessId), query: range },
        })
      ).data,
  });
}

/** One page of the guest clients of a range. */
export function useChannelClients(businessId: number, range: DayRange, startIndex: number, limit: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: channelKeys.clients(businessId, range, startIndex, limit),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/channels/clients", {
          params: { path: path(businessId), query: { ...range, startIndex, limit } },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** One page of the business's device events. */
export function useBusinessDeviceEvents(businessId: number, q: EventQuery) {
  const { client } = usePortico();
  return useQuery({
    queryKey: channelKeys.events(businessId, q),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/device-events", {
          params: { path: path(businessId), query: { ...q, query: q.query || undefined } },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The green dashboard's page (the owner's own, else the built-in board). */
export function useGreenDashboard(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: channelKeys.green(businessId),
    queryFn: async () =>
      (await client.GET("/v3/businesses/{businessId}/greendashboard", { params: { path: path(businessId) } })).data,
  });
}

/** Sets the owner's own page (or null for the built-in board). */
export function useUpdateGreenDashboard(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (url: string | null) =>
      (
        await client.PUT("/v3/businesses/{businessId}/greendashboard", {
          params: { path: path(businessId) },
          body: { url },
        })
      ).data,
    onSuccess: (data) => qc.setQueryData(channelKeys.green(businessId), data),
  });
}

/** Gives the built-in board a new token URL. */
export function useRotateGreenToken(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await client.POST("/v3/businesses/{businessId}/greendashboard/token", { params: { path: path(businessId) } }))
        .data,
    onSuccess: (data) => qc.setQueryData(channelKeys.green(businessId), data),
  });
}
