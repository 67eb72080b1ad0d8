import type { components } from "@portico/sdk";
import { addDays, daysInRange } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { GuestSketch } from "./guestSketch";
import type { InsightsRange } from "./insightsRange";
import { aggregateSql, EVENT_COLUMNS, INSIGHTS_WATERMARK, type InsightRow } from "./insightsRollups";

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
const SKETCHES = ["seen_hll", "registered_hll", "active_hll"] as const;

/** What one scope (all media, or one channel) of one period adds up to. */
class Totals {
  readonly n = Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Record<Counter, number>;
  readonly k = Object.fromEntries(SKETCHES.map((s) => [s, new GuestSketch()])) as Record<
    (typeof SKETCHES)[number],
    GuestSketch
  >;
  add(r: InsightRow): void {
    for (const c of COUNTERS) this.n[c] += Number(r[c]);
    for (const s of SKETCHES) this.k[s].merge(r[s]);
  }
}

const ratio = (a: number, b: number) => (b > 0 ? Math.min(1, Math.round((a / b) * 10_000) / 10_000) : 0);

/**
 * The rows of a business's range: the stored daily rollups, plus the raw events since the rollups' watermark
 * aggregated the same way (at most a minute or so of events), so the figures are exact to the second.
 */
export async function insightRows(
  db: Queryable,
  businessId: number,
  timeZone: string,
  activityId: number,
  fromDay: string,
  toDay: string,
): Promise<InsightRow[]> {
  const [w] = await db.query<{ done_ts: number }>("select done_ts from rollup_watermarks where name = $1", [
    INSIGHTS_WATERMARK,
  ]);
  const doneTs = Number(w?.done_ts ?? 0);
  const stored = await db.query<InsightRow>(
    `select business_id, to_char(day, 'YYYY-MM-DD') as day, activity_id, channel, impressions, clicks, signins,
       conversions, bounces, new_guests, return_impressions, seen_hll, registered_hll, active_hll
     from insight_daily where business_id = $1 and activity_id = $2 and day between $3::date and $4::date`,
    [businessId, activityId, fromDay, toDay],
  );
  const tail = await db.query<InsightRow>(
    `select * from (${aggregateSql(`select ${EVENT_COLUMNS("$2")} from portal_events e
        where e.business_id = $1 and e.ts >= $3`)}) t
     where activity_id = $4 and day between $5 and $6`,
    [businessId, timeZone, doneTs, activityId, fromDay, toDay],
  );
  return [...stored, ...tail];
}

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
  const rows = await insightRows(db, b.id, b.timeZone, filter.activityId ?? 0, range.previousStartDate, range.endDate);
  const cur = new Map<string, Totals>();
  const prev = new Map<string, Totals>();
  const scope = (m: Map<string, Totals>, key: string) => {
    const t = m.get(key) ?? new Totals();
    m.set(key, t);
    return t;
  };
  const days = new Map<string, Totals>();
  for (const r of rows) {
    const m = r.day >= range.startDate ? cur : prev;
    scope(m, r.channel).add(r);
    if (r.channel === filter.channel && m === cur) scope(days, r.day).add(r);
  }
  const chosen = (m: Map<string, Totals>) => m.get(filter.channel) ?? new Totals();
  const splitChannels = filter.channel === "all" ? CHANNELS : [filter.channel];
  const figure = (count: (t: Totals) => number): components["schemas"]["Figure"] => ({
    count: count(chosen(cur)),
    previous: count(chosen(prev)),
    sourceType: Object.fromEntries(splitChannels.map((c) => [c, count(cur.get(c) ?? new Totals())])),
  });
  const rate = (f: (t: Totals) => number) => ({ value: f(chosen(cur)), previous: f(chosen(prev)) });
  const clients = (t: Totals) => ({
    newCount: t.n.new_guests,
    activeCount: t.k.active_hll.estimate(),
    registeredCount: t.k.registered_hll.estimate(),
  });
  const n = daysInRange(range.startDate, range.endDate);
  return {
    ...range,
    activityId: filter.activityId,
    channel: filter.channel,
    impressions: figure((t) => t.n.impressions),
    uniqueImpressions: figure((t) => t.k.seen_hll.estimate()),
    clicks: figure((t) => t.n.clicks),
    conversions: figure((t) => t.n.conversions),
    bounceRate: rate((t) => ratio(t.n.bounces, t.n.impressions)),
    returnRate: rate((t) => ratio(t.n.return_impressions, t.n.impressions)),
    conversionRate: rate((t) => ratio(t.n.conversions, t.n.impressions)),
    clients: { ...clients(chosen(cur)), previous: clients(chosen(prev)) },
    daily: Array.from({ length: n }, (_, i) => {
      const date = addDays(range.startDate, i);
      const t = days.get(date) ?? new Totals();
      return {
        date,
        impressions: t.n.impressions,
        uniqueImpressions: t.k.seen_hll.estimate(),
        clicks: t.n.clicks,
        conversions: t.n.conversions,
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
