import type { components, PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { detailKeys } from "./inodeDetailKeys";

/** The log pages of an iNode (/inodegroups/{cuid}/log/{kind}). */
export const LOG_KINDS = ["dns", "wificlient", "dhcp", "sitesurvey"] as const;
export type LogKind = (typeof LOG_KINDS)[number];
/** The paged text logs (the site survey is a scan, not a log). */
export type TextLogKind = Exclude<LogKind, "sitesurvey">;

export type DnsLogEntry = components["schemas"]["DnsLogEntry"];
export type WifiClientLogEntry = components["schemas"]["WifiClientLogEntry"];
export type DhcpLogEntry = components["schemas"]["DhcpLogEntry"];
export type SiteSurvey = components["schemas"]["SiteSurvey"];
export type SiteSurveyEntry = components["schemas"]["SiteSurveyEntry"];

/** Entry type of each text log. */
export interface LogEntryOf {
  dns: DnsLogEntry;
  wificlient: WifiClientLogEntry;
  dhcp: DhcpLogEntry;
}

/** A page query of a text log. */
export interface LogQuery {
  page: number;
  pageSize: number;
  /** Substring of MAC, IP, domain, SSID or host name. */
  keyword: string;
  /** Window ending now, in hours (the server's default is 24). */
  hours: number;
  /** The 5 GHz radio (wifi client log only). */
  radio5G: boolean;
}

/** One page of an iNode's DNS, wifi client or DHCP log, newest first. */
export async function fetchLogPage<K extends TextLogKind>(
  client: PorticoClient,
  cuid: string,
  kind: K,
  q: LogQuery,
): Promise<{ total: number; items: LogEntryOf[K][] }> {
  const to = Math.floor(Date.now() / 1000);
  const query = {
    from: to - q.hours * 3600,
    to,
    startIndex: q.page * q.pageSize,
    limit: q.pageSize,
    ...(q.keyword.trim() ? { keyword: q.keyword.trim() } : {}),
  };
  const path = { cuid };
  if (kind === "dns")
    return (await client.GET("/v3/inodes/{cuid}/logs/dns", { params: { path, query } })).data as never;
  if (kind === "dhcp")
    return (await client.GET("/v3/inodes/{cuid}/logs/dhcp", { params: { path, query } })).data as never;
  return (
    await client.GET("/v3/inodes/{cuid}/logs/wificlient", {
      params: { path, query: { ...query, radio5G: q.radio5G } },
    })
  ).data as never;
}

/** A page of a text log; the previous page stays on screen while the next loads. */
export function useLogPage<K extends TextLogKind>(businessId: number, cuid: string, kind: K, q: LogQuery) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...detailKeys.logs(businessId, cuid, kind, q.radio5G), q.page, q.pageSize, q.keyword, q.hours],
    queryFn: () => fetchLogPage(client, cuid, kind, q),
    placeholderData: (prev) => prev,
  });
}

/** Loads the networks one radio of the iNode hears, strongest first. */
export async function fetchSiteSurvey(client: PorticoClient, cuid: string, radio5G: boolean): Promise<SiteSurvey> {
  return (await client.GET("/v3/inodes/{cuid}/logs/sitesurvey", { params: { path: { cuid }, query: { radio5G } } }))
    .data;
}

/** The site survey of one radio. */
export function useSiteSurvey(businessId: number, cuid: string, radio5G: boolean) {
  const { client } = usePortico();
  return useQuery({
    queryKey: detailKeys.logs(businessId, cuid, "sitesurvey", radio5G),
    queryFn: () => fetchSiteSurvey(client, cuid, radio5G),
  });
}
