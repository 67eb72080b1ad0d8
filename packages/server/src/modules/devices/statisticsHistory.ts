import type { components } from "@portico/sdk";
import type { Queryable } from "../../db/db";

type INodeStatistics = components["schemas"]["INodeStatistics"];
type Resolution = components["schemas"]["HistoryResolution"];

interface CounterRow {
  ts: number;
  total_tx: number;
  total_rx: number;
  w24_tx: number;
  w24_rx: number;
  w5_tx: number;
  w5_rx: number;
  living_sta: number;
}

const COUNTERS = "ts, total_tx, total_rx, w24_tx, w24_rx, w5_tx, w5_rx";
const MAX_POINTS = 1000;

/** A stored counter row as the contract's statistics report. */
function toStatistics(r: CounterRow): INodeStatistics {
  return {
    timestamp: r.ts,
    IfCounter: {
      total: { name: "total", tx: r.total_tx, rx: r.total_rx },
      "wl2.4": { name: "wl2.4", tx: r.w24_tx, rx: r.w24_rx },
      wl5: { name: "wl5", tx: r.w5_tx, rx: r.w5_rx },
    },
    LivingSTA: r.living_sta,
  };
}

/**
 * The latest statistics report a device sent; one that never reported answers zero counters at `now`.
 * @example await latestStatistics(db, inode, now)
 */
export async function latestStatistics(
  db: Queryable,
  d: { business_id: number; id: number },
  now: number,
): Promise<INodeStatistics> {
  const [r] = await db.query<CounterRow & Record<string, unknown>>(
    `select ${COUNTERS}, living_sta from telemetry_statistics where business_id = $1 and inode_id = $2
      order by ts desc limit 1`,
    [d.business_id, d.id],
  );
  return toStatistics(
    r ?? { ts: now, total_tx: 0, total_rx: 0, w24_tx: 0, w24_rx: 0, w5_tx: 0, w5_rx: 0, living_sta: 0 },
  );
}

/** Raw reports up to 6 hours, hourly rollups up to 14 days, daily beyond. */
function resolutionOf(span: number): Resolution {
  return span <= 6 * 3600 ? "raw" : span <= 14 * 86400 ? "hour" : "day";
}

/**
 * The statistics a device reported between `from` and `to`, oldest first: raw rows, or the hourly or daily rollups
 * (the last counters of each bucket and its peak of stations). At most 1000 points, the newest.
 * @example await statisticsHistory(db, inode, { from: now - 3600 }, now)
 */
export async function statisticsHistory(
  db: Queryable,
  d: { business_id: number; id: number; cuid: string },
  q: { from?: number; to?: number; resolution?: Resolution },
  now: number,
) {
  const to = Math.min(q.to ?? now, now);
  const from = Math.min(q.from ?? to - 3600, to);
  const resolution = q.resolution ?? resolutionOf(to - from);
  const rows =
    resolution === "raw"
      ? await db.query<CounterRow & Record<string, unknown>>(
          `select ${COUNTERS}, living_sta from telemetry_statistics
            where business_id = $1 and inode_id = $2 and ts >= $3 and ts <= $4 order by ts desc limit ${MAX_POINTS}`,
          [d.business_id, d.id, from, to],
        )
      : await db.query<CounterRow & Record<string, unknown>>(
          `select ${COUNTERS}, living_sta_max as living_sta from statistics_rollups
            where business_id = $1 and inode_id = $2 and resolution = $5 and bucket_ts >= $3 and ts <= $4
            order by bucket_ts desc limit ${MAX_POINTS}`,
          [d.business_id, d.id, from - (from % (resolution === "hour" ? 3600 : 86400)), to, resolution],
        );
  return { cuid: d.cuid, from, to, resolution, points: rows.reverse().map(toStatistics) };
}
