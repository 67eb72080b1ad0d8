import type { components } from "@portico/sdk";
import { addDays, daysInRange } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { estimateFromRegisters } from "./guestSketch";
import type { InsightsRange } from "./insightsRange";
import { aggregateSql, EVENT_COLUMNS, INSIGHTS_WATERMARK } from "./insightsRollups";

type Insights = components["schemas"]["BusinessInsights"];
export type InsightsChannel = Insights["channel"];
const CHANNELS = ["wifi", "qrcode"] as const;
const COUNTERS = [
  "impressions",
  "clicks",
  "signins",
  "conversions",
  "bounces",
  "new_guests",
  "return_impressions",
] as const;
type Counter = (typeof COUNTERS)[number];

type Counts = Record<Counter, number>;
const zero = (): Counts => Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Counts;
type Kind = "seen" | "registered" | "active";

const ratio = (a: number, b: number) => (b > 0 ? Math.min(1, Math.round((a / b) * 10_000) / 10_000) : 0);

/**
 * The rows of a business's range ($1 business, $2 time zone, $3 watermark, $4 activity, $5..$6 days): the stored
 * daily rollups, plus the raw events since the rollups' watermark aggregated the same way (at most a minute or so
 * of events), so the figures are exact to the second.
 */
const ROWS_CTE = `with r as (
  select to_char(day, 'YYYY-MM-DD') as day, channel, impressions, clicks, signins, conversions, bounces, new_guests,
    return_impressions, seen_hll, registered_hll, active_hll
  from insight_daily where business_id = $1 and activity_id = $4 and day between $5::text::date and $6::text::date
  union all
  select day, channel, impressions, clicks, signins, conversions, bounces, new_guests, return_impressions, seen_hll,
    registered_hll, active_hll
  from (${aggregateSql(`select ${EVENT_COLUMNS("$2")} from portal_events e where e.business_id = $1 and e.ts >= $3`)}) t
  where activity_id = $4 and day between $5::text and $6::text)`;

// Sketches are merged in the database (the highest rank per register), so only two numbers a sketch come back.
const SKETCHES_SQL = `${ROWS_CTE}
  select channel, cur, kind, count(*)::int as non_zero, sum(power(2::float8, -rank))::float8 as sum
  from (select r.channel, r.day >= $7::text as cur, k.kind, v >> 5 as reg, max(v & 31) as rank
        from r cross join lateral (values ('seen', r.seen_hll), ('registered', r.registered_hll),
          ('active', r.active_hll)) k(kind, arr) cross join lateral unnest(k.arr) v
        group by 1, 2, 3, 4) x
  group by 1, 2, 3`;
const DAILY_UNIQUE_SQL = `${ROWS_CTE}
  select day, count(*)::int as non_zero, sum(power(2::float8, -rank))::float8 as sum
  from (select r.day, v >> 5 as reg, max(v & 31) as rank from r cross join lateral unnest(r.seen_hll) v
        where r.channel = $8 and r.day >= $7::text group by 1, 2) x
  group by 1`;
const COUNTS_SQL = `${ROWS_CTE} select day, channel, ${COUNTERS.join(", ")} from r`;

/**
 * The dashboard's figures for a business (activity 0 = All Activities) and channel over a range and the
 * previous period of the same length.
 */
export async function businessInsights(
  db: Queryable,
  b: { id: number; timeZone: string },
  range: InsightsRange,
  filter: { activityId: number | null; channel: InsightsChannel },
  nowTs: number,
): Promise<Insights> {
  const [w] = await db.query<{ done_ts: number }>("select done_ts from rollup_watermarks where name = $1", [
    INSIGHTS_WATERMARK,
  ]);
  const params = [
    b.id,
    b.timeZone,
    Number(w?.done_ts ?? 0),
    filter.activityId ?? 0,
    range.previousStartDate,
    range.endDate,
  ];
  const [counts, sketches, dailyUnique] = await Promise.all([
    db.query<{ day: string; channel: string } & Counts>(COUNTS_SQL, params),
    db.query<{ channel: string; cur: boolean; kind: Kind; non_zero: number; sum: number }>(SKETCHES_SQL, [
      ...params,
      range.startDate,
    ]),
    db.query<{ day: string; non_zero: number; sum: number }>(DAILY_UNIQUE_SQL, [
      ...params,
      range.startDate,
      filter.channel,
    ]),
  ]);
  const totals = new Map<string, Counts>();
  const days = new Map<string, Counts>();
  const add = (m: Map<string, Counts>, key: string, r: Counts) => {
    const t = m.get(key) ?? zero();
    for (const c of COUNTERS) t[c] += Number(r[c]);
    m.set(key, t);
  };
  for (const r of counts) {
    const cur = r.day >= range.startDate;
    add(totals, `${cur}/${r.channel}`, r);
    if (cur && r.channel === filter.channel) add(days, r.day, r);
  }
  const distinct = (cur: boolean, channel: string, kind: Kind) => {
    const k = sketches.find((x) => x.cur === cur && x.channel === channel && x.kind === kind);
    return k ? estimateFromRegisters(k.non_zero, Number(k.sum)) : 0;
  };
  const n = (cur: boolean, channel: string, c: Counter) => totals.get(`${cur}/${channel}`)?.[c] ?? 0;
  const ch = filter.channel;
  const splitChannels = ch === "all" ? CHANNELS : [ch];
  const figure = (count: (cur: boolean, channel: string) => number): components["schemas"]["Figure"] => ({
    count: count(true, ch),
    previous: count(false, ch),
    sourceType: Object.fromEntries(splitChannels.map((c) => [c, count(true, c)])),
  });
  const rate = (f: (cur: boolean) => number) => ({ value: f(true), previous: f(false) });
  const clients = (cur: boolean) => ({
    newCount: n(cur, ch, "new_guests"),
    activeCount: distinct(cur, ch, "active"),
    registeredCount: distinct(cur, ch, "registered"),
  });
  const dayCount = daysInRange(range.startDate, range.endDate);
  return {
    ...range,
    activityId: filter.activityId,
    channel: ch,
    impressions: figure((cur, c) => n(cur, c, "impressions")),
    uniqueImpressions: figure((cur, c) => distinct(cur, c, "seen")),
    clicks: figure((cur, c) => n(cur, c, "clicks")),
    conversions: figure((cur, c) => n(cur, c, "conversions")),
    bounceRate: rate((cur) => ratio(n(cur, ch, "bounces"), n(cur, ch, "impressions"))),
    returnRate: rate((cur) => ratio(n(cur, ch, "return_impressions"), n(cur, ch, "impressions"))),
    conversionRate: rate((cur) => ratio(n(cur, ch, "conversions"), n(cur, ch, "impressions"))),
    clients: { ...clients(true), previous: clients(false) },
    daily: Array.from({ length: dayCount }, (_, i) => {
      const date = addDays(range.startDate, i);
      const t = days.get(date) ?? zero();
      const u = dailyUnique.find((x) => x.day === date);
      return {
        date,
        impressions: t.impressions,
        uniqueImpressions: u ? estimateFromRegisters(u.non_zero, Number(u.sum)) : 0,
        clicks: t.clicks,
        conversions: t.conversions,
      };
    }),
    updatedTs: nowTs,
  };
}

/** Devices online and offline, and guests whose portal access has not expired. */
export async function businessHealth(db: Queryable, businessId: number, nowTs: number) {
  const [d] = await db.query<{ online: number; offline: number }>(
    `select count(*) filter (where online)::int as online, count(*) filter (where not online)::int as offline
       from inodes where business_id = $1`,
    [businessId],
  );
  const [g] = await db.query<{ n: number }>(
    `select count(distinct guest_id)::int as n from portal_sessions
      where business_id = $1 and granted_ts is not null and expires_ts > $2`,
    [businessId, nowTs],
  );
  return { devicesOnline: d?.online ?? 0, devicesOffline: d?.offline ?? 0, guestsOnline: g?.n ?? 0, ts: nowTs };
}
