import type { PorticoClient } from "@portico/sdk";
import { appendRolling, STATISTICS_POLL_MS, STATISTICS_WINDOW } from "@portico/sdk/rules";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { detailKeys } from "../../data/inodeDetailKeys";
import { usePortico } from "../../provider/context";
import { historyRates, joinRates, type RatePoint, ratePoint, type StatisticsReport } from "./statisticsSeries";

/** How far back the charts start: the last hour of stored reports (raw resolution on the server). */
export const HISTORY_SECONDS = 3_600;

/** Loads the reports the server holds for the last {@link HISTORY_SECONDS}, oldest first. */
export async function fetchStatisticsHistory(client: PorticoClient, cuid: string): Promise<StatisticsReport[]> {
  const to = Math.floor(Date.now() / 1000);
  const res = await client.GET("/v3/inodes/{cuid}/statistics/history", {
    params: { path: { cuid }, query: { from: to - HISTORY_SECONDS, to } },
  });
  return res.data.points;
}

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
  /** The first live report, joined to the history's newest report by one rate. */
  first: StatisticsReport | null;
  points: RatePoint[];
}

/**
 * Starts from the history the server holds (the last hour), then polls an iNode's statistics (every 10 s by default,
 * with a priming second sample {@link PRIMING_MS} after the first) and keeps the rates of the last 50 intervals.
 * @returns the query (latest report in `data`), `points` (oldest first) and `history` (its own query: loading, error).
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
  // Loaded once a mount: live points carry the chart on from there (a refetch would only repeat what it has).
  const history = useQuery({
    queryKey: [...detailKeys.statistics(businessId, cuid), "history"] as const,
    queryFn: () => fetchStatisticsHistory(client, cuid),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const [win, setWin] = useState<WindowState>({ cuid, prev: null, first: null, points: [] });
  const report = query.data;
  useEffect(() => {
    if (!report) return;
    setWin((w) => {
      const base = w.cuid === cuid ? w : { cuid, prev: null, first: null, points: [] };
      if (base.prev && report.timestamp <= base.prev.timestamp) return base;
      const p = base.prev ? ratePoint(base.prev, report) : null;
      return {
        cuid,
        prev: report,
        first: base.first ?? report,
        points: p ? appendRolling(base.points, p, STATISTICS_WINDOW) : base.points,
      };
    });
  }, [report, cuid]);
  const stored = history.data;
  const past = useMemo(() => historyRates(stored ?? []), [stored]);
  const live = win.cuid === cuid ? win.points : [];
  // The first live rate needs a previous report: the history's newest one serves when the live window has none yet.
  const bridge = useMemo(() => {
    const last = stored?.at(-1);
    const firstLive = win.cuid === cuid ? win.first : null;
    return last && firstLive ? ratePoint(last, firstLive) : null;
  }, [stored, win, cuid]);
  const points = useMemo(
    () => joinRates(past, bridge ? [bridge, ...live] : live, STATISTICS_WINDOW),
    [past, bridge, live],
  );
  return { ...query, points, history };
}
