import type { Db, Queryable } from "../../db/db";
import type { PeriodicJob } from "../../jobs/jobTypes";
import { SKETCH_RANK_SQL, SKETCH_REGISTER_SQL } from "./guestSketch";

/** One rolled-up row: a business's local day, an activity (0 = all) and a channel ('all' = both). */
export type InsightRow = {
  business_id: number;
  day: string;
  activity_id: number;
  channel: "all" | "wifi" | "qrcode";
  impressions: number;
  clicks: number;
  signins: number;
  conversions: number;
  bounces: number;
  new_guests: number;
  return_impressions: number;
  seen_hll: number[];
  registered_hll: number[];
  active_hll: number[];
};

const SETS = (extra = "") =>
  `grouping sets ((business_id, day, activity_id, channel${extra}), (business_id, day, activity_id${extra}),
     (business_id, day, channel${extra}), (business_id, day${extra}))`;

/**
 * The rollup rows of some portal events. `source` selects (business_id, day, activity_id, channel, session_id,
 * guest_id, type, is_unique, ts) with `day` the local day; its parameters are the caller's. A session that did
 * nothing after its impression bounced; a guest's first impression in the business (all activities) or in the
 * activity (`is_unique`) makes a new guest; every other impression is a returning one.
 */
export const aggregateSql = (source: string) => `
  with src as (${source}),
  ev as (
    select s.*, hashtext(s.guest_id) as h,
      bool_and(s.type = 'impression') over (partition by s.session_id) as bounced,
      s.type = 'impression' and not exists (select 1 from portal_events p where p.business_id = s.business_id
        and p.guest_id = s.guest_id and p.type = 'impression' and p.ts < s.ts) as first_in_business
    from src s
  ),
  counts as (
    select business_id, day, coalesce(activity_id, 0) as activity_id, coalesce(channel, 'all') as channel,
      count(*) filter (where type = 'impression')::int as impressions,
      count(*) filter (where type = 'click')::int as clicks,
      count(*) filter (where type = 'signin')::int as signins,
      count(*) filter (where type = 'conversion')::int as conversions,
      count(*) filter (where type = 'impression' and bounced)::int as bounces,
      (case when grouping(activity_id) = 1 then count(*) filter (where first_in_business)
            else count(*) filter (where type = 'impression' and is_unique) end)::int as new_guests
    from ev group by ${SETS()}
  ),
  maxes as (
    select business_id, day, coalesce(activity_id, 0) as activity_id, coalesce(channel, 'all') as channel, reg,
      max(rank) filter (where type = 'impression') as s, max(rank) filter (where type = 'signin') as r,
      max(rank) filter (where type = 'conversion') as a
    from (select business_id, day, activity_id, channel, type, ${SKETCH_REGISTER_SQL("h")} as reg,
            ${SKETCH_RANK_SQL("h")} as rank from ev where type in ('impression', 'signin', 'conversion')) x
    group by ${SETS(", reg")}
  ),
  sketches as (
    select business_id, day, activity_id, channel,
      coalesce(array_agg(reg * 32 + s) filter (where s is not null), '{}') as seen_hll,
      coalesce(array_agg(reg * 32 + r) filter (where r is not null), '{}') as registered_hll,
      coalesce(array_agg(reg * 32 + a) filter (where a is not null), '{}') as active_hll
    from maxes group by business_id, day, activity_id, channel
  )
  select c.business_id, to_char(c.day, 'YYYY-MM-DD') as day, c.activity_id, c.channel, c.impressions, c.clicks,
    c.signins, c.conversions, c.bounces, c.new_guests, greatest(c.impressions - c.new_guests, 0) as return_impressions,
    coalesce(k.seen_hll, '{}') as seen_hll, coalesce(k.registered_hll, '{}') as registered_hll,
    coalesce(k.active_hll, '{}') as active_hll
  from counts c left join sketches k
    on k.business_id = c.business_id and k.day = c.day and k.activity_id = c.activity_id and k.channel = c.channel`;

/** The columns of portal events the aggregate reads, with their local day in the business's time zone `tz`. */
export const EVENT_COLUMNS = (tz: string) =>
  `e.business_id, (to_timestamp(e.ts) at time zone ${tz})::date as day, coalesce(e.activity_id, -1) as activity_id,
   e.channel, e.session_id, e.guest_id, e.type, e.is_unique, e.ts`;

// Every local day with an event in [$1, $2), each recomputed whole from its raw events before $2.
const ROLLUP_SQL = `
  insert into insight_daily (business_id, day, activity_id, channel, impressions, clicks, signins, conversions,
    bounces, new_guests, return_impressions, seen_hll, registered_hll, active_hll)
  select business_id, day::date, activity_id, channel, impressions, clicks, signins, conversions, bounces,
    new_guests, return_impressions, seen_hll, registered_hll, active_hll
  from (${aggregateSql(`
    with days as (
      select distinct e.business_id, b.time_zone as tz, (to_timestamp(e.ts) at time zone b.time_zone)::date as day
      from portal_events e join businesses b on b.id = e.business_id where e.ts >= $1 and e.ts < $2
    )
    select ${EVENT_COLUMNS("d.tz")} from days d join portal_events e on e.business_id = d.business_id
      and e.ts >= extract(epoch from d.day::timestamp at time zone d.tz)::bigint
      and e.ts < extract(epoch from (d.day + 1)::timestamp at time zone d.tz)::bigint and e.ts < $2`)}) r
  on conflict (business_id, activity_id, channel, day) do update set impressions = excluded.impressions,
    clicks = excluded.clicks, signins = excluded.signins, conversions = excluded.conversions,
    bounces = excluded.bounces, new_guests = excluded.new_guests, return_impressions = excluded.return_impressions,
    seen_hll = excluded.seen_hll, registered_hll = excluded.registered_hll, active_hll = excluded.active_hll`;

/** The watermark's name in rollup_watermarks: rollups hold every event before it, readers add the events since. */
export const INSIGHTS_WATERMARK = "portal_insights";

/**
 * Recomputes the daily rollups of every (business, local day) with a portal event in [fromTs, toTs), from the
 * raw events before toTs, and moves the watermark to toTs. Idempotent: a rerun rewrites the same rows.
 * @example await rollUpInsights(db, now - 600, now);
 */
export async function rollUpInsights(db: Queryable, fromTs: number, toTs: number): Promise<void> {
  await db.query(ROLLUP_SQL, [fromTs, toTs]);
  await db.query(
    `insert into rollup_watermarks (name, done_ts) values ($1, $2)
     on conflict (name) do update set done_ts = greatest(rollup_watermarks.done_ts, excluded.done_ts)`,
    [INSIGHTS_WATERMARK, toTs],
  );
}

/** Events committed a little after their `ts` (a request's transaction) still land before the watermark. */
const SETTLE_SECONDS = 5;

/**
 * Keeps the dashboard's rollups up to date every minute (one instance per tick): the days touched since the
 * watermark are recomputed up to a few seconds ago. Readers add the raw events after the watermark, so the
 * dashboard is exact to the second while it reads at most a minute of raw events.
 * @example ctx.jobs.every(insightsRollups(ctx.db, ctx.now));
 */
export function insightsRollups(db: Db, now: () => number): PeriodicJob {
  return {
    name: "insightsRollups",
    cron: "* * * * *",
    run: async () => {
      const t = Math.floor(now() / 1000) - SETTLE_SECONDS;
      await db.transaction(async (tx) => {
        const [w] = await tx.query<{ done_ts: number }>(
          "select done_ts from rollup_watermarks where name = $1 for update",
          [INSIGHTS_WATERMARK],
        );
        const from = Math.min(Number(w?.done_ts ?? 0), t);
        if (from < t) await rollUpInsights(tx, from, t);
      });
    },
  };
}
