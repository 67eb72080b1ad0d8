import type { PorticoClient } from "@portico/sdk";
import { appendRolling, STATISTICS_POLL_MS, STATISTICS_WINDOW } from "@portico/sdk/rules";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { detailKeys } from "../../data/inodeDetailKeys";
import { usePortico } from "../../provider/context";
import { type RatePoint, ratePoint, type StatisticsReport } from "./statisticsSeries";

/** Loads one statistics report of an iNode. */
export async function fetchStatistics(client: PorticoClient, cuid: string): Promise<StatisticsReport> {
  return (await client.GET("/v3/inodes/{cuid}/statistics", { params: { path: { cuid } } })).data;
}

/**
 * A second sample this soon after the first: a rate needs two reports, so without it the charts would wait a whole
 * poll interval (10 s); with it they draw right after the first poll.
 */
export const PRIMING_MS = 1_500;

interface WindowState {
  cuid: string;
  prev: StatisticsReport | null;
  points: RatePoint[];
}

/**
 * Polls an iNode's statistics (every 10 s by default, with a priming second sample {@link PRIMING_MS} after the
 * first) and keeps the rates of the last 50 intervals.
 * @returns the query (latest report in `data`) and `points`, oldest first.
 */
export function useStatisticsWindow(businessId: number, cuid: string, pollMs: number = STATISTICS_POLL_MS) {
  const { client } = usePortico();
  const query = useQuery({
    queryKey: detailKeys.statistics(businessId, cuid),
    queryFn: () => fetchStatistics(client, cuid),
    refetchInterval: (q) => (q.state.dataUpdateCount === 1 ? Math.min(PRIMING_MS, pollMs) : pollMs),
    staleTime: 0,
    gcTime: 0,
  });
  const [win, setWin] = useState<WindowState>({ cuid, prev: null, points: [] });
  const report = query.data;
  useEffect(() => {
    if (!report) return;
    setWin((w) => {
      const base = w.cuid === cuid ? w : { cuid, prev: null, points: [] };
      if (base.prev && report.timestamp <= base.prev.timestamp) return base;
      const p = base.prev ? ratePoint(base.prev, report) : null;
      return { cuid, prev: report, points: p ? appendRolling(base.points, p, STATISTICS_WINDOW) : base.points };
    });
  }, [report, cuid]);
  return { ...query, points: win.cuid === cuid ? win.points : [] };
}
