import type { components } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { reportKeys } from "./reportKeys";

/** The behaviour report: one entry per day. */
export type BehaviorReports = components["schemas"]["BehaviorReports"];
/** What a behaviour report covers. */
export type BehaviorTarget =
  | { kind: "business" }
  | { kind: "activity"; activityId: number }
  | { kind: "inode"; cuid: string };

/**
 * The behaviour report of a business, one activity or one iNode over a range (epoch seconds, cut in the
 * business's time zone; at most 30 days, none past today).
 * @example const { data } = useBehaviorReports(bid, { kind: "inode", cuid }, { startTs, endTs });
 */
export function useBehaviorReports(
  businessId: number,
  target: BehaviorTarget,
  range: { startTs: number; endTs: number } | null,
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...reportKeys.behavior(businessId), target, range] as const,
    enabled: range !== null,
    retry: false,
    queryFn: async (): Promise<BehaviorReports> => {
      const query = { startTs: range!.startTs, endTs: range!.endTs };
      if (target.kind === "activity")
        return (
          await client.GET("/v3/activities/{activityId}/reports", {
            params: { path: { activityId: target.activityId }, query },
          })
        ).data;
      if (target.kind === "inode")
        return (await client.GET("/v3/inodes/{cuid}/reports", { params: { path: { cuid: target.cuid }, query } })).data;
      return (await client.GET("/v3/businesses/{businessId}/reports", { params: { path: { businessId }, query } }))
        .data;
    },
  });
}
