import type { Queryable } from "../../db/db";
import type { DeliveryKind } from "./deliveryTypes";

/** Which campaign's deliveries, and optionally which time range (epoch seconds, inclusive). */
export interface DeliveryScope {
  businessId: number;
  kind: DeliveryKind;
  campaignId: string;
  /** Only one channel of a multi-channel campaign. */
  channel?: "email" | "sms";
  from?: number;
  to?: number;
}

/** Totals of a campaign: messages sent, failed and still waiting; recipients who opened, clicked, unsubscribed. */
export interface DeliveryStats {
  sent: number;
  failed: number;
  pending: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
}

const scopeParams = (s: DeliveryScope) => [
  s.businessId,
  s.kind,
  s.campaignId,
  s.channel ?? null,
  s.from ?? null,
  s.to ?? null,
];
// $1-$6 of every query below: business, kind, campaign, channel, from, to.
const DELIVERY_WHERE = `d.business_id = $1 and d.kind = $2 and d.campaign_id = $3 and ($4::text is null or d.channel = $4)`;
const IN_RANGE = (col: string) => `($5::bigint is null or ${col} >= $5) and ($6::bigint is null or ${col} <= $6)`;

/** The campaign's totals (distinct recipients for opens, clicks and unsubscribes). */
export async function deliveryStats(db: Queryable, s: DeliveryScope): Promise<DeliveryStats> {
  const [d] = await db.query<{ sent: number; failed: number; pending: number }>(
    `select count(*) filter (where status = 'sent' and ${IN_RANGE("sent_ts")})::int as sent,
            count(*) filter (where status = 'failed' and ${IN_RANGE("sent_ts")})::int as failed,
            count(*) filter (where status in ('pending', 'sending'))::int as pending
     from deliveries d where ${DELIVERY_WHERE}`,
    scopeParams(s),
  );
  const [e] = await db.query<{ opened: number; clicked: number; unsubscribed: number }>(
    `select count(distinct e.delivery_id) filter (where e.type = 'open')::int as opened,
            count(distinct e.delivery_id) filter (where e.type = 'click')::int as clicked,
            count(distinct e.delivery_id) filter (where e.type = 'unsubscribe')::int as unsubscribed
     from delivery_events e join deliveries d on d.id = e.delivery_id
     where ${DELIVERY_WHERE} and ${IN_RANGE("e.ts")}`,
    scopeParams(s),
  );
  return { sent: d!.sent, failed: d!.failed, pending: d!.pending, ...e! };
}

/** What a metric counts. */
export type DeliveryMetric = "sent" | "fail" | "open" | "click" | "unsubscribe";

/**
 * Counts per hour or per day (buckets of `timeZone`'s clock, given as the bucket's start in epoch seconds), only
 * the buckets that have any.
 */
export async function deliveryMetrics(
  db: Queryable,
  s: DeliveryScope,
  metric: DeliveryMetric,
  period: "hourly" | "daily",
  timeZone: string,
): Promise<{ ts: number; count: number }[]> {
  const unit = period === "hourly" ? "hour" : "day";
  const bucket = (col: string) =>
    `extract(epoch from (date_trunc('${unit}', to_timestamp(${col}) at time zone $7) at time zone $7))::bigint`;
  const sql =
    metric === "sent" || metric === "fail"
      ? `select ${bucket("d.sent_ts")} as ts, count(*)::int as count from deliveries d
         where ${DELIVERY_WHERE} and d.status = '${metric === "sent" ? "sent" : "failed"}' and ${IN_RANGE("d.sent_ts")}
         group by 1 order by 1`
      : `select ${bucket("e.ts")} as ts, count(*)::int as count from delivery_events e
         join deliveries d on d.id = e.delivery_id
         where ${DELIVERY_WHERE} and e.type = '${metric}' and ${IN_RANGE("e.ts")}
         group by 1 order by 1`;
  const rows = await db.query<{ ts: number; count: number }>(sql, [...scopeParams(s), timeZone]);
  return rows.map((r) => ({ ts: Number(r.ts), count: r.count }));
}

/** One recipient of a campaign with what they did. */
export type DeliveryRecipientRow = {
  address: string;
  channel: string;
  name: string | null;
  status: string;
  sentTs: number | null;
  openedTs: number | null;
  clickedTs: number | null;
  unsubscribedTs: number | null;
  error: string | null;
};

/**
 * The campaign's recipients, newest send first, `limit` from `startIndex`; `event` keeps only those who opened,
 * clicked or unsubscribed, `status` only sent or failed ones.
 */
export async function deliveryRecipients(
  db: Queryable,
  s: DeliveryScope,
  page: { startIndex: number; limit: number; event?: "open" | "click" | "unsubscribe"; status?: "sent" | "failed" },
): Promise<{ recipients: DeliveryRecipientRow[]; total: number }> {
  const where = `${DELIVERY_WHERE}
    and ($7::text is null or exists (select 1 from delivery_events e where e.delivery_id = d.id and e.type = $7))
    and ($8::text is null or d.status = $8)
    and (d.sent_ts is null or (${IN_RANGE("d.sent_ts")}))`;
  const params = [...scopeParams(s), page.event ?? null, page.status ?? null];
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from deliveries d where ${where}`, params);
  const rows = await db.query<DeliveryRecipientRow>(
    `select d.address, d.channel, d.name, d.status, d.sent_ts as "sentTs", d.error,
       (select min(ts) from delivery_events e where e.delivery_id = d.id and e.type = 'open') as "openedTs",
       (select min(ts) from delivery_events e where e.delivery_id = d.id and e.type = 'click') as "clickedTs",
       (select min(ts) from delivery_events e where e.delivery_id = d.id and e.type = 'unsubscribe') as "unsubscribedTs"
     from deliveries d where ${where}
     order by d.sent_ts desc nulls last, d.id desc limit $9 offset $10`,
    [...params, page.limit, page.startIndex],
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    total: count!.n,
    recipients: rows.map((r) => ({
      ...r,
      sentTs: num(r.sentTs),
      openedTs: num(r.openedTs),
      clickedTs: num(r.clickedTs),
      unsubscribedTs: num(r.unsubscribedTs),
    })),
  };
}

/** The campaign's clicked links: clicks and distinct recipients per URL, most clicked first. */
export async function deliveryLinks(
  db: Queryable,
  s: DeliveryScope,
  page: { startIndex: number; limit: number },
): Promise<{ links: { url: string; clicks: number; uniqueClicks: number }[]; total: number }> {
  const from = `from delivery_events e join deliveries d on d.id = e.delivery_id
    where ${DELIVERY_WHERE} and e.type = 'click' and ${IN_RANGE("e.ts")}`;
  const [count] = await db.query<{ n: number }>(`select count(distinct e.url)::int as n ${from}`, scopeParams(s));
  const links = await db.query<{ url: string; clicks: number; uniqueClicks: number }>(
    `select e.url, count(*)::int as clicks, count(distinct e.delivery_id)::int as "uniqueClicks" ${from}
     group by e.url order by clicks desc, e.url limit $7 offset $8`,
    [...scopeParams(s), page.limit, page.startIndex],
  );
  return { links, total: count!.n };
}
