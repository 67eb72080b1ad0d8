import type { Queryable } from "../../db/db";
import type { ChannelRange } from "./channelRanges";

// Every query below filters on business_id first: the tenant and the leading column of each index it reads.

/** `%keyword%` for ilike, with the pattern characters escaped. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A bucket's start: the hour as stored, or 00:00 of its day in the business's time zone.
const bucketSql = (r: ChannelRange, col: string, tzParam: string) =>
  r.resolution === "hour"
    ? col
    : `extract(epoch from (date_trunc('day', to_timestamp(${col}) at time zone ${tzParam}::text) at time zone ${tzParam}::text))::bigint`;

/** Carriers overview, their rank and the distribution of guests over the range (hourly rollups, raw distinct guests). */
export async function channelsOverview(db: Queryable, businessId: number, r: ChannelRange) {
  const [devices] = await db.query<{ devices: number; online: number }>(
    "select count(*)::int as devices, count(*) filter (where online)::int as online from inodes where business_id = $1",
    [businessId],
  );
  const carriers = await db.query<{
    cuid: string;
    nickname: string | null;
    online: boolean;
    guests: number;
    sessions: number;
    txBytes: number;
    rxBytes: number;
  }>(
    `with rolled as (
       select inode_id, sum(grants)::bigint as sessions, sum(tx_bytes)::bigint as tx, sum(rx_bytes)::bigint as rx
         from guest_session_rollups where business_id = $1 and resolution = 'hour' and bucket_ts >= $2 and bucket_ts < $3
        group by inode_id),
     guests as (
       select inode_id, count(distinct mac)::int as guests from guest_session_events
        where business_id = $1 and ts >= $2 and ts < $3 group by inode_id)
     select i.cuid, i.nickname, i.online, coalesce(g.guests, 0)::int as guests, coalesce(r.sessions, 0)::int as sessions,
            coalesce(r.tx, 0)::float8 as "txBytes", coalesce(r.rx, 0)::float8 as "rxBytes"
       from inodes i left join rolled r on r.inode_id = i.id left join guests g on g.inode_id = i.id
      where i.business_id = $1 and (r.inode_id is not null or g.inode_id is not null)
      order by guests desc, coalesce(r.tx, 0) + coalesce(r.rx, 0) desc, i.cuid`,
    [businessId, r.start, r.end],
  );
  const [totals] = await db.query<{ guests: number }>(
    `select count(distinct mac)::int as guests from guest_session_events where business_id = $1 and ts >= $2 and ts < $3`,
    [businessId, r.start, r.end],
  );
  const distribution = await db.query<{ ts: number; guests: number; sessions: number; bytes: number }>(
    `select ${bucketSql(r, "bucket_ts", "$4")} as ts, sum(guests)::int as guests, sum(grants)::int as sessions,
            sum(tx_bytes + rx_bytes)::float8 as bytes
       from guest_session_rollups where business_id = $1 and resolution = 'hour' and bucket_ts >= $2 and bucket_ts < $3
      group by 1 order by 1`,
    r.resolution === "day" ? [businessId, r.start, r.end, r.timeZone] : [businessId, r.start, r.end],
  );
  const sum = (k: "sessions" | "txBytes" | "rxBytes") => carriers.reduce((s, c) => s + Number(c[k]), 0);
  return {
    from: r.from,
    to: r.to,
    resolution: r.resolution,
    devices: devices!.devices,
    devicesOnline: devices!.online,
    guests: totals!.guests,
    sessions: sum("sessions"),
    txBytes: sum("txBytes"),
    rxBytes: sum("rxBytes"),
    carriers: carriers.map((c) => ({ ...c, txBytes: Number(c.txBytes), rxBytes: Number(c.rxBytes) })),
    distribution: distribution.map((p) => ({ ...p, ts: Number(p.ts), bytes: Number(p.bytes) })),
  };
}

/** The ten most queried domains of the range. */
export async function topDomains(db: Queryable, businessId: number, r: ChannelRange) {
  const domains = await db.query<{ domain: string; queries: number; clients: number }>(
    `select domain, count(*)::int as queries, count(distinct client_mac)::int as clients from telemetry_dns
      where business_id = $1 and ts >= $2 and ts < $3 group by domain order by queries desc, domain limit 10`,
    [businessId, r.start, r.end],
  );
  return { domains };
}

/** Domain search: one row per matching domain, or (full) every matching query, newest first. */
export async function searchDomains(
  db: Queryable,
  businessId: number,
  r: ChannelRange,
  q: { keywords: string; full?: boolean; startIndex?: number; limit?: number },
) {
  const params = [businessId, r.start, r.end, containsPattern(q.keywords)];
  const where = "d.business_id = $1 and d.ts >= $2 and d.ts < $3 and d.domain ilike $4";
  const page = `limit ${q.limit ?? 20} offset ${q.startIndex ?? 0}`;
  if (q.full) {
    const [n] = await db.query<{ n: number }>(`select count(*)::int as n from telemetry_dns d where ${where}`, params);
    const rows = await db.query<{
      domain: string;
      ts: number;
      cuid: string | null;
      clientMac: string;
      clientIp: string;
      type: string;
      result: string;
    }>(
      `select d.domain, d.ts, i.cuid, d.client_mac as "clientMac", d.client_ip as "clientIp", d.type, d.result
         from telemetry_dns d left join inodes i on i.id = d.inode_id and i.business_id = d.business_id
        where ${where} order by d.ts desc, d.domain ${page}`,
      params,
    );
    return {
      total: n!.n,
      hits: rows.map(({ cuid, ...h }) => ({
        ...h,
        ts: Number(h.ts),
        queries: 1,
        lastTs: Number(h.ts),
        ...(cuid ? { cuid } : {}),
      })),
    };
  }
  const [n] = await db.query<{ n: number }>(
    `select count(distinct d.domain)::int as n from telemetry_dns d where ${where}`,
    params,
  );
  const hits = await db.query<{ domain: string; queries: number; lastTs: number }>(
    `select d.domain, count(*)::int as queries, max(d.ts)::float8 as "lastTs" from telemetry_dns d where ${where}
      group by d.domain order by queries desc, d.domain ${page}`,
    params,
  );
  return { total: n!.n, hits: hits.map((h) => ({ ...h, lastTs: Number(h.lastTs) })) };
}

/** Wifi client events counted by event, and the newest `lines` lines. */
export async function wifiLogSummary(db: Queryable, businessId: number, r: ChannelRange, lines: number) {
  const events = await db.query<{ event: string; count: number }>(
    `select event, count(*)::int as count from telemetry_wifi_clients
      where business_id = $1 and ts >= $2 and ts < $3 group by event order by count desc, event`,
    [businessId, r.start, r.end],
  );
  const rows = await db.query<{
    ts: number;
    cuid: string;
    radio: string;
    mac: string;
    ssid: string;
    event: string;
    signal: number;
  }>(
    `select w.ts, coalesce(i.cuid, '') as cuid, w.radio, w.mac, w.ssid, w.event, w.signal
       from telemetry_wifi_clients w left join inodes i on i.id = w.inode_id and i.business_id = w.business_id
      where w.business_id = $1 and w.ts >= $2 and w.ts < $3 order by w.ts desc limit ${lines}`,
    [businessId, r.start, r.end],
  );
  return { events, lines: rows.map((l) => ({ ...l, ts: Number(l.ts) })) };
}

/** Authentications, grants and ends in total and per bar, from the hourly rollups. */
export async function grantSummary(db: Queryable, businessId: number, r: ChannelRange) {
  const points = await db.query<{ ts: number; auths: number; grants: number; ends: number }>(
    `select ${bucketSql(r, "bucket_ts", "$4")} as ts, sum(auths)::int as auths, sum(grants)::int as grants,
            sum(ends)::int as ends
       from guest_session_rollups where business_id = $1 and resolution = 'hour' and bucket_ts >= $2 and bucket_ts < $3
      group by 1 order by 1`,
    r.resolution === "day" ? [businessId, r.start, r.end, r.timeZone] : [businessId, r.start, r.end],
  );
  const total = (k: "auths" | "grants" | "ends") => points.reduce((s, p) => s + p[k], 0);
  return {
    resolution: r.resolution,
    auths: total("auths"),
    grants: total("grants"),
    ends: total("ends"),
    points: points.map((p) => ({ ...p, ts: Number(p.ts) })),
  };
}

/** Per guest device: granted sessions, usage (grant to end), bytes of ended sessions, last time; newest first. */
export const CLIENTS_SQL = (page: string) => `
  with e as (
    select mac, event, ts, tx_bytes, rx_bytes,
           lag(event) over w as prev_event, lag(ts) over w as prev_ts
      from guest_session_events where business_id = $1 and ts >= $2 and ts < $3
    window w as (partition by inode_id, mac order by ts))
  select mac, count(*) filter (where event = 'grant')::int as sessions,
         coalesce(sum(ts - prev_ts) filter (where event = 'end' and prev_event = 'grant'), 0)::int as "usageSeconds",
         coalesce(sum(tx_bytes) filter (where event = 'end'), 0)::float8 as "txBytes",
         coalesce(sum(rx_bytes) filter (where event = 'end'), 0)::float8 as "rxBytes",
         max(ts)::float8 as "lastTs", count(*) over ()::int as total
    from e group by mac order by "lastTs" desc, mac ${page}`;

export type ClientRow = {
  mac: string;
  sessions: number;
  usageSeconds: number;
  txBytes: number;
  rxBytes: number;
  lastTs: number;
  total: number;
};

/** The guest clients of a range, paged. */
export async function channelClients(
  db: Queryable,
  businessId: number,
  r: ChannelRange,
  q: { startIndex?: number; limit?: number },
) {
  const rows = await db.query<ClientRow>(CLIENTS_SQL(`limit ${q.limit ?? 20} offset ${q.startIndex ?? 0}`), [
    businessId,
    r.start,
    r.end,
  ]);
  return {
    total: rows[0]?.total ?? 0,
    clients: rows.map(({ total: _t, ...c }) => ({
      ...c,
      txBytes: Number(c.txBytes),
      rxBytes: Number(c.rxBytes),
      lastTs: Number(c.lastTs),
    })),
  };
}
