import type { components } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { activitiesKeys } from "./activitiesKeys";

/** A link's clicks in a month or on a day, with breakdowns (the contract's LinkInfo). */
export type LinkInfo = components["schemas"]["LinkInfo"];

/** Which period the statistics show: a month (`YYYY-MM`) or a single day (`YYYY-MM-DD`). */
export type LinkPeriod = { mode: "month"; month: string } | { mode: "day"; date: string };

/** The caller's offset from UTC in minutes east (Asia/Taipei: 480), as the server cuts days in. */
export function browserUtcOffset(at = new Date()): number {
  return -at.getTimezoneOffset();
}

/** Today as `YYYY-MM-DD` in the given offset (month: its first seven characters). */
export function todayIn(utcOffset: number, now = Date.now()): string {
  return new Date(now + utcOffset * 60_000).toISOString().slice(0, 10);
}

/**
 * The click statistics of link `linkId` for a period in the caller's UTC offset.
 * @example const { data } = useLinkInfo(bid, sid, { mode: "month", month: "2026-11" }, 480);
 */
export function useLinkInfo(businessId: number, linkId: number, period: LinkPeriod, utcOffset: number) {
  const { client } = usePortico();
  const key = period.mode === "month" ? period.month : period.date;
  return useQuery({
    queryKey: [...activitiesKeys.linkStats(businessId, linkId), period.mode, key, utcOffset] as const,
    queryFn: async () =>
      (
        await client.GET("/v3/links/{linkId}/info", {
          params: {
            path: { linkId },
            query: period.mode === "month" ? { utcOffset, month: period.month } : { utcOffset, date: period.date },
          },
        })
      ).data,
    enabled: linkId > 0 && /^\d{4}-\d{2}/.test(key),
  });
}
