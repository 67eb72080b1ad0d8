/**
 * History generator (`PORTICO_SEED_HISTORY=<days>`, `PORTICO_SEED_HISTORY_SCALE`, default 1): weeks of telemetry for
 * the demo businesses' iNodes, written by the bulk path (one `insert ... select from unnest(devices) cross join
 * generate_series(...)` per table and day, so each statement fills one day partition), then the rollups once.
 */
import type { Db } from "../db/db";
import { hash32 } from "../live/simulator/prng";
import { ensurePartitions } from "../modules/ingest/telemetryPartitions";
import { rollUp } from "../modules/ingest/telemetryRollups";
import { DEMO_BUSINESSES } from "./seedBusinesses";

const DAY = 86_400;
/** Seconds between two statistics reports of a generated day. */
export const HISTORY_STEP = 300;
/** At scale 1, per iNode and day: DNS lines and guests (each an auth, a grant and an end). */
export const DNS_PER_DAY = 400;
export const GUESTS_PER_DAY = 40;
/** A fleet topped up for benchmarks (PORTICO_SEED_SCALE) would make this hours long: the first iNodes only. */
export const MAX_INODES = 500;

// The simulator's counter (live/simulator/statistics.ts) in SQL, so the history joins the live reports without a seam.
const COUNTER = (share: number, mult: number, phase: string) =>
  `floor(d.base * ${share * mult} * (s.s - 300 * cos(s.s / 600 + d.${phase}) + 300 * cos(d.${phase})))::bigint`;

const DEVICES = `unnest($1::bigint[], $2::bigint[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[])
  as d(business_id, inode_id, base, p24tx, p24rx, p5tx, p5rx)`;

const STATISTICS_SQL = `insert into telemetry_statistics
  (business_id, inode_id, ts, total_tx, total_rx, w24_tx, w24_rx, w5_tx, w5_rx, living_sta)
  select d.business_id, d.inode_id, g.ts, c.w24_tx + c.w5_tx, c.w24_rx + c.w5_rx, c.w24_tx, c.w24_rx, c.w5_tx, c.w5_rx,
    -- stations follow the day: few at night, a peak in the afternoon (UTC+8 for the Taipei demo sites)
    greatest(0, round(6 + 5 * sin(2 * pi() * ((g.ts + 28800) % 86400) / 86400 - pi() / 2) + random() * 3))::int
  from ${DEVICES}
  cross join generate_series($8::bigint, $9::bigint - 1, ${HISTORY_STEP}) as g(ts)
  cross join lateral (select greatest(0, g.ts - 1700000000)::float8 as s) s
  cross join lateral (select ${COUNTER(0.4, 1, "p24tx")} as w24_tx, ${COUNTER(0.4, 2, "p24rx")} as w24_rx,
    ${COUNTER(0.6, 1, "p5tx")} as w5_tx, ${COUNTER(0.6, 2, "p5rx")} as w5_rx) c`;

const DOMAINS = `array['www.google.com','graph.facebook.com','i.instagram.com','api.line.me','www.youtube.com',
  'time.apple.com','connectivitycheck.gstatic.com','www.portico.dev','news.ycombinator.com','cdn.jsdelivr.net',
  'tracker.invalid']`;
// A client of the device's 30: its MAC and address from its number.
const CLIENT_MAC = (n: string) =>
  `'02:00:' || upper(lpad(to_hex(d.inode_id % 65536), 4, '0')) || ':00:00:' || upper(lpad(to_hex(${n}), 2, '0'))`;

const DNS_SQL = `insert into telemetry_dns (business_id, inode_id, ts, client_mac, client_ip, domain, type, result, answer)
  select d.business_id, d.inode_id, q.ts, ${CLIENT_MAC("q.client")}, '192.168.1.' || (100 + q.client), q.domain,
    q.type, case when q.domain like '%.invalid' then 'NXDOMAIN' else 'NOERROR' end,
    case when q.domain like '%.invalid' then null when q.type = 'AAAA' then '2001:db8::' || to_hex(q.client)
      else '203.0.113.' || (1 + q.client) end
  from ${DEVICES}
  cross join generate_series(1, $10::int) as g(n)
  cross join lateral (select
    -- mostly in opening hours (08:00-22:00 local), some at any time
    $8::bigint + case when random() < 0.85 then 0 + floor(random() * 50400)::bigint else floor(random() * 86400)::bigint end
      as ts,
    floor(random() * 30)::int + g.n * 0 as client,
    (${DOMAINS})[1 + floor(random() * 11)::int + g.n * 0] as domain,
    (array['A','A','A','AAAA','HTTPS','CNAME'])[1 + floor(random() * 6)::int + g.n * 0] as type) q
  where q.ts < $9::bigint`;

const GUEST_SQL = `insert into guest_session_events (business_id, inode_id, ts, event, mac, ip, ssid, tx_bytes, rx_bytes)
  select d.business_id, d.inode_id, v.ts, v.event, x.mac, x.ip, 'Guest WiFi', v.tx, v.rx
  from ${DEVICES}
  cross join generate_series(1, $10::int) as g(n)
  cross join lateral (select $8::bigint + floor(random() * 50400)::bigint + g.n * 0 as start,
    30 + floor(random() * 60)::bigint as wait, 900 + floor(random() * 6300)::bigint as stay,
    floor(random() * 200000000)::bigint as bytes,
    '0A:' || upper(lpad(to_hex(floor(random() * 2147483647)::int), 8, '0')) || ':' || upper(lpad(to_hex(g.n % 256), 2, '0'))
      as mac, '192.168.1.' || (100 + floor(random() * 150)::int) as ip) x
  cross join lateral (values (x.start, 'auth', 0::bigint, 0::bigint), (x.start + x.wait, 'grant', 0, 0),
    (x.start + x.wait + x.stay, 'end', x.bytes / 5, x.bytes)) as v(ts, event, tx, rx)
  where v.ts < $9::bigint`;

/** What {@link seedHistory} wrote. */
export interface HistoryResult {
  inodes: number;
  days: number;
  rows: { statistics: number; dns: number; guestSessionEvents: number };
  ms: number;
}

const phase = (key: string) => (hash32(key) % 6283) / 1000;

/**
 * Replaces the last `days` of statistics, DNS lines and guest sessions of the demo businesses' iNodes (at most
 * {@link MAX_INODES}) with generated ones; `scale` multiplies DNS lines and guests. Creates the day partitions first
 * and recomputes the rollups of the range once at the end. Rerunning gives the same amount of rows, not twice as many.
 * @example await seedHistory(db, 14, 1, Math.floor(Date.now() / 1000))
 */
export async function seedHistory(db: Db, days: number, scale = 1, now = Math.floor(Date.now() / 1000)) {
  const started = performance.now();
  const from = now - days * DAY;
  const emails = Object.values(DEMO_BUSINESSES).map((b) => b.email);
  const inodes = await db.query<{ id: string; business_id: string; cuid: string }>(
    `select i.id, i.business_id, i.cuid from inodes i join businesses b on b.id = i.business_id
     where b.email = any($1) order by i.id limit ${MAX_INODES}`,
    [emails],
  );
  const devices = [
    inodes.map((i) => i.business_id),
    inodes.map((i) => i.id),
    inodes.map((i) => 20_000 + (hash32(i.cuid) % 80_000)),
    ...["wl2.4/tx", "wl2.4/rx", "wl5/tx", "wl5/rx"].map((k) => inodes.map((i) => phase(`${i.cuid}/${k}`))),
  ];
  await ensurePartitions(db, from, now + DAY);
  const rows = { statistics: 0, dns: 0, guestSessionEvents: 0 };
  const ids = devices[1];
  for (const t of ["telemetry_statistics", "telemetry_dns", "guest_session_events"])
    await db.query(`delete from ${t} where inode_id = any($1::bigint[]) and ts >= $2 and ts < $3`, [ids, from, now]);
  // Day by day: each statement fills one partition, and memory stays that of one day.
  for (let d0 = from; d0 < now; d0 = d0 - (d0 % DAY) + DAY) {
    const d1 = Math.min(now, d0 - (d0 % DAY) + DAY);
    const first = Math.ceil(d0 / HISTORY_STEP) * HISTORY_STEP;
    const share = (d1 - d0) / DAY;
    const args = [...devices, first, d1];
    rows.statistics += await count(db, STATISTICS_SQL, args);
    rows.dns += await count(db, DNS_SQL, [...args, Math.round(DNS_PER_DAY * scale * share)]);
    rows.guestSessionEvents += await count(db, GUEST_SQL, [...args, Math.round(GUESTS_PER_DAY * scale * share)]);
  }
  await rollUp(db, from, now);
  return { inodes: inodes.length, days, rows, ms: Math.round(performance.now() - started) } satisfies HistoryResult;
}

async function count(db: Db, sql: string, args: unknown[]): Promise<number> {
  const [r] = await db.query<{ n: string }>(`with w as (${sql} returning 1) select count(*)::text as n from w`, args);
  return Number(r?.n ?? 0);
}

/** The rows a second of a run, for the start-up line and the README. */
export const rowsPerSecond = (r: HistoryResult) =>
  Math.round(((r.rows.statistics + r.rows.dns + r.rows.guestSessionEvents) * 1000) / Math.max(1, r.ms));
