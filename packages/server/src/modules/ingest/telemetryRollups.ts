import type { Db, Queryable } from "../../db/db";
import type { PeriodicJob } from "../../jobs/jobTypes";

const BUCKETS = { hour: 3600, day: 86400 } as const;

// The last counters of each bucket and the peak of stations: a chart derives rates from successive points.
const STATISTICS_SQL = (resolution: keyof typeof BUCKETS) => `
  insert into statistics_rollups (business_id, inode_id, resolution, bucket_ts, ts, total_tx, total_rx, w24_tx, w24_rx,
    w5_tx, w5_rx, living_sta_max, samples)
  select distinct on (business_id, inode_id, bucket) business_id, inode_id, '${resolution}', bucket, ts, total_tx,
    total_rx, w24_tx, w24_rx, w5_tx, w5_rx,
    max(living_sta) over w, count(*) over w
  from (select s.*, ts - ts % ${BUCKETS[resolution]} as bucket from telemetry_statistics s where ts >= $1 and ts < $2) s
  window w as (partition by business_id, inode_id, bucket)
  order by business_id, inode_id, bucket, ts desc
  on conflict (business_id, inode_id, resolution, bucket_ts) do update set ts = excluded.ts,
    total_tx = excluded.total_tx, total_rx = excluded.total_rx, w24_tx = excluded.w24_tx, w24_rx = excluded.w24_rx,
    w5_tx = excluded.w5_tx, w5_rx = excluded.w5_rx, living_sta_max = excluded.living_sta_max, samples = excluded.samples`;

// Sessions counted by event, distinct guests, and the bytes that ended sessions carried.
const GUEST_SQL = (resolution: keyof typeof BUCKETS) => `
  insert into guest_session_rollups (business_id, inode_id, resolution, bucket_ts, auths, grants, ends, guests,
    tx_bytes, rx_bytes)
  select business_id, inode_id, '${resolution}', ts - ts % ${BUCKETS[resolution]} as bucket,
    count(*) filter (where event = 'auth'), count(*) filter (where event = 'grant'),
    count(*) filter (where event = 'end'), count(distinct mac),
    coalesce(sum(tx_bytes) filter (where event = 'end'), 0), coalesce(sum(rx_bytes) filter (where event = 'end'), 0)
  from guest_session_events where ts >= $1 and ts < $2
  group by business_id, inode_id, bucket
  on conflict (business_id, inode_id, resolution, bucket_ts) do update set auths = excluded.auths,
    grants = excluded.grants, ends = excluded.ends, guests = excluded.guests, tx_bytes = excluded.tx_bytes,
    rx_bytes = excluded.rx_bytes`;

/**
 * Recomputes the hourly and daily rollups of statistics and guest sessions for every bucket that overlaps
 * [fromTs, toTs): idempotent (a bucket is rewritten from its raw rows), so a rerun or a late report only corrects it.
 * @example await rollUp(db, now - 7200, now);
 */
export async function rollUp(db: Queryable, fromTs: number, toTs: number): Promise<void> {
  for (const r of ["hour", "day"] as const) {
    const from = fromTs - (fromTs % BUCKETS[r]);
    const to = toTs - (toTs % BUCKETS[r]) + BUCKETS[r];
    await db.query(STATISTICS_SQL(r), [from, to]);
    await db.query(GUEST_SQL(r), [from, to]);
  }
}

/** Reports arriving this late (a device that buffered while offline) still land in their bucket. */
const LATE_SECONDS = 2 * 3600;

/**
 * Keeps the rollups up to date every 5 minutes (one instance per tick): the buckets since the last run, and the last
 * two hours again for late reports.
 * @example ctx.jobs.every(telemetryRollups(ctx.db, ctx.now));
 */
export function telemetryRollups(db: Db, now: () => number): PeriodicJob {
  return {
    name: "telemetryRollups",
    cron: "*/5 * * * *",
    run: async () => {
      const t = Math.floor(now() / 1000);
      await db.transaction(async (tx) => {
        const [w] = await tx.query<{ done_ts: number }>(
          "select done_ts from rollup_watermarks where name = 'telemetry' for update",
        );
        await rollUp(tx, Math.min(w?.done_ts ?? t, t) - LATE_SECONDS, t);
        await tx.query(
          `insert into rollup_watermarks (name, done_ts) values ('telemetry', $1)
           on conflict (name) do update set done_ts = excluded.done_ts`,
          [t],
        );
      });
    },
  };
}
