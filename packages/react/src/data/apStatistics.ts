import { type components, type PorticoClient, PorticoError } from "@portico/sdk";
import type { AP_STATISTICS_PERIODS } from "@portico/sdk/rules";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import type { AccessPointRow } from "./accessPoints";
import { devicesKeys } from "./devicesKeys";

export type ApStatistics = components["schemas"]["ApStatistics"];
export type ApReport = components["schemas"]["ApReport"];
export type ClientsUsage = components["schemas"]["ClientsUsage"];
/** A period the access-point statistics offer: 1h, 3h, 6h, 12h, 24h, 3d, 1w. */
export type ApPeriod = (typeof AP_STATISTICS_PERIODS)[number];

const statsKey = (b: number, cuid: string, what: string, period: string) =>
  [...devicesKeys.scoped(b), "apStatistics", cuid, what, period] as const;

/** Loads an iNode's access-point reports over a period (about 60, oldest first). */
export async function fetchApStatistics(client: PorticoClient, cuid: string, period: ApPeriod): Promise<ApStatistics> {
  return (await client.GET("/v3/inodes/{cuid}/monitoring/{period}", { params: { path: { cuid, period } } })).data;
}

/** Loads an iNode's client usage per radio over a period. */
export async function fetchClientsUsage(client: PorticoClient, cuid: string, period: ApPeriod): Promise<ClientsUsage> {
  return (await client.GET("/v3/inodes/{cuid}/clients-usage/{period}", { params: { path: { cuid, period } } })).data;
}

/** The reports and client usage of the period, loaded while `cuid` is known. */
export function useApStatistics(businessId: number, cuid: string | undefined, period: ApPeriod) {
  const { client } = usePortico();
  const reports = useQuery({
    queryKey: statsKey(businessId, cuid ?? "", "reports", period),
    queryFn: () => fetchApStatistics(client, cuid ?? "", period),
    enabled: Boolean(cuid),
    placeholderData: (prev) => prev,
  });
  const usage = useQuery({
    queryKey: statsKey(businessId, cuid ?? "", "usage", period),
    queryFn: () => fetchClientsUsage(client, cuid ?? "", period),
    enabled: Boolean(cuid),
    placeholderData: (prev) => prev,
  });
  return { reports, usage };
}

/**
 * Loads one access point of the business by MAC (any notation) with the iNode it belongs to, in one request;
 * null when no iNode of the business added it.
 */
export async function fetchBusinessAccessPoint(
  client: PorticoClient,
  businessId: number,
  apmc: string,
): Promise<AccessPointRow | null> {
  try {
    return (
      await client.GET("/v3/businesses/{businessId}/access-points/{apmc}", { params: { path: { businessId, apmc } } })
    ).data;
  } catch (err) {
    // An unknown MAC (404) or one that is not a MAC at all (400) is "no such access point", not a failure.
    if (err instanceof PorticoError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/** The access point of the business with MAC `apmc` (the route's apmc), or null when there is none. */
export function useAccessPointByMac(businessId: number, apmc: string) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...devicesKeys.accessPoints(businessId), "byMac", apmc.toUpperCase()],
    queryFn: () => fetchBusinessAccessPoint(client, businessId, apmc),
  });
}
