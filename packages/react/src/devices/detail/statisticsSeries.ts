import type { components } from "@portico/sdk";

/** One statistics report of an iNode (monotonic byte counters). */
export type StatisticsReport = components["schemas"]["INodeStatistics"];

/** Interfaces charted: total, 2.4 GHz and 5 GHz (the report's IfCounter keys). */
export const STATISTICS_INTERFACES = ["total", "wl2.4", "wl5"] as const;
export type StatisticsInterface = (typeof STATISTICS_INTERFACES)[number];

/** Transfer rates (bytes per second) between two reports, with the stations connected at the later one. */
export interface RatePoint {
  ts: number;
  rates: Record<StatisticsInterface, { tx: number; rx: number }>;
  sta: number;
}

/**
 * The rates between two successive reports, or null when they are not in time order. A counter that went
 * down (device restart) counts from zero rather than giving a negative rate.
 * @example ratePoint(a, b)?.rates.total.tx
 */
export function ratePoint(prev: StatisticsReport, next: StatisticsReport): RatePoint | null {
  const dt = next.timestamp - prev.timestamp;
  if (dt <= 0) return null;
  const rate = (a: number, b: number) => Math.max(0, (b >= a ? b - a : b) / dt);
  const rates = {} as RatePoint["rates"];
  for (const k of STATISTICS_INTERFACES) {
    const p = prev.IfCounter[k];
    const n = next.IfCounter[k];
    rates[k] = { tx: rate(p.tx, n.tx), rx: rate(p.rx, n.rx) };
  }
  return { ts: next.timestamp, rates, sta: next.LivingSTA };
}

/**
 * The rates between successive stored reports (the server's history, oldest first).
 * @example historyRates(history.points).length // points.length - 1 when in time order
 */
export function historyRates(reports: readonly StatisticsReport[]): RatePoint[] {
  const out: RatePoint[] = [];
  for (let i = 1; i < reports.length; i++) {
    const p = ratePoint(reports[i - 1] as StatisticsReport, reports[i] as StatisticsReport);
    if (p) out.push(p);
  }
  return out;
}

/**
 * History rates followed by the live ones newer than the history's last point, keeping the newest `limit`.
 * Idempotent, so a history refetch or a live report that arrived before the history changes nothing twice.
 */
export function joinRates(history: readonly RatePoint[], live: readonly RatePoint[], limit: number): RatePoint[] {
  const lastTs = history.at(-1)?.ts ?? Number.NEGATIVE_INFINITY;
  return [...history, ...live.filter((p) => p.ts > lastTs)].slice(-limit);
}
