// The performance dashboard's query (issue 15): GET /v3/businesses/{id}/insights/overview for the past month and the
// month before it, read from the daily rollups (plus the raw events since the watermark), against aggregating the
// same figures from the raw portal events in the same run, over DASHBOARD_EVENTS stored events (default 10,000,000)
// of one business spread over 90 days. PostgreSQL with BENCH_PG_URL (auto = a throwaway cluster); PGlite always,
// with DASHBOARD_PGLITE_EVENTS (default 500,000: PGlite is one connection in WASM).
import { createPorticoServer, type PorticoServer } from "@portico/server";
import { createTestDatabase } from "@portico/server/testing";
// The rollup job's own code, run once after the events are in (the periodic job would do the same a minute later).
import { rollUpInsights } from "../packages/server/src/modules/insights/insightsRollups";
import type { Bench } from "./run";
import { type BenchDb, benchDbs, pgAdminUrl } from "./serverProcess";

const N = Number(process.env.DASHBOARD_EVENTS ?? 10_000_000);
const N_PGLITE = Number(process.env.DASHBOARD_PGLITE_EVENTS ?? 500_000);
const ROUNDS = Number(process.env.DASHBOARD_ROUNDS ?? 40);
const DAY = 86_400;

// Sessions of four events (impression, click, sign-in, conversion); one in five bounces (its impression alone).
// One guest in ten returns (a guest pool of a tenth of the sessions); seven walks in ten come through WiFi.
const EVENTS_SQL = `
  insert into portal_events (business_id, activity_id, session_id, guest_id, type, is_unique, ts, channel)
  select $1, ($2::bigint[])[1 + (s % array_length($2::bigint[], 1))], 'b' || s, 'g' || (s * 7 % $5),
    (array['impression', 'click', 'signin', 'conversion'])[1 + i % 4], false,
    $4 - (s * 7919 % (90 * ${DAY})) + (i % 4) * 30, case when s % 10 < 7 then 'wifi' else 'qrcode' end
  from (select i, i / 4 as s from generate_series($3::bigint, $6::bigint) i) x
  where i % 4 = 0 or s % 5 <> 0`;

// What one would write without rollups: the same figures straight from the raw events, for both months.
const RAW_SQL = `
  select (to_timestamp(ts) at time zone $2)::date >= $3::date as current, channel,
    count(*) filter (where type = 'impression') as impressions, count(distinct guest_id) filter (where type = 'impression') as uniq,
    count(*) filter (where type = 'click') as clicks, count(*) filter (where type = 'conversion') as conversions,
    count(distinct guest_id) filter (where type = 'signin') as registered,
    count(distinct guest_id) filter (where type = 'conversion') as active,
    count(distinct session_id) filter (where type <> 'impression') as engaged
  from portal_events where business_id = $1
    and ts >= extract(epoch from $4::date::timestamp at time zone $2)::bigint
    and ts < extract(epoch from ($5::date + 1)::timestamp at time zone $2)::bigint
  group by 1, 2`;
const RAW_DAILY_SQL = `
  select (to_timestamp(ts) at time zone $2)::date as day, count(*) filter (where type = 'impression'),
    count(distinct guest_id) filter (where type = 'impression'), count(*) filter (where type = 'click'),
    count(*) filter (where type = 'conversion')
  from portal_events where business_id = $1 and channel = any($4)
    and ts >= extract(epoch from $3::date::timestamp at time zone $2)::bigint group by 1`;

function benchOn(db: BenchDb): Bench {
  let server: PorticoServer;
  let drop: (() => Promise<void>) | undefined;
  let token = "";
  let tz = "Asia/Taipei";
  let range = { startDate: "", endDate: "", previousStartDate: "" };
  const events = db === "PostgreSQL" ? N : N_PGLITE;
  const notes: string[] = [];
  const call = () =>
    server.app.inject({
      method: "GET",
      url: "/v3/businesses/1/insights/overview?period=1m",
      headers: { authorization: `Bearer ${token}` },
    });
  return {
    name: `dashboard (${db}, ${events.toLocaleString("en-US")} events, GET insights/overview?period=1m)`,
    rounds: ROUNDS,
    percentiles: [50, 99],
    speedup: true,
    async setup() {
      const pg = db === "PostgreSQL" ? await createTestDatabase(await pgAdminUrl()) : undefined;
      drop = pg?.drop;
      server = await createPorticoServer({ ...(pg ? { databaseUrl: pg.url } : {}), seed: true, simulator: false });
      const d = server.ctx.db;
      const res = await server.app.inject({
        method: "POST",
        url: "/auth/token",
        payload: {
          grant_type: "password",
          username: "demo@portico.dev",
          password: "portico-demo",
          client_id: "portico-cli",
        },
      });
      token = (res.json().result ?? res.json()).access_token;
      tz = String((await d.query<{ tz: string }>("select time_zone as tz from businesses where id = 1"))[0]?.tz ?? tz);
      const acts = (await d.query<{ id: number }>("select id from activities where business_id = 1")).map((a) =>
        Number(a.id),
      );
      const now = Math.floor(Date.now() / 1000) - 60;
      let t = performance.now();
      const chunk = 500_000;
      for (let from = 0; from < events; from += chunk)
        await d.query(EVENTS_SQL, [
          1,
          acts,
          from,
          now,
          Math.max(1, Math.floor(events / 40)),
          Math.min(events, from + chunk) - 1,
        ]);
      await d.query("analyze portal_events");
      const [{ n }] = (await d.query<{ n: number }>(
        "select count(*)::int as n from portal_events where business_id = 1",
      )) as [{ n: number }];
      notes.push(
        `  ${n.toLocaleString("en-US")} events of business 1 stored in ${((performance.now() - t) / 1000).toFixed(0)} s`,
      );
      t = performance.now();
      await rollUpInsights(d, 0, Math.floor(Date.now() / 1000));
      const [{ rows }] = (await d.query<{ rows: number }>("select count(*)::int as rows from insight_daily")) as [
        { rows: number },
      ];
      notes.push(
        `  rolled up by the job's code in ${((performance.now() - t) / 1000).toFixed(0)} s into ${rows} daily rows`,
      );
      const r = (await call()).json();
      range = { startDate: r.startDate, endDate: r.endDate, previousStartDate: r.previousStartDate };
      notes.push(
        `  the answer: ${r.impressions.count} impressions (${r.uniqueImpressions.count} unique), ${r.conversions.count} conversions`,
      );
    },
    async teardown() {
      await server.close();
      await drop?.();
    },
    baseline: {
      name: "raw events aggregated (2 queries)",
      fn: async () => {
        await server.ctx.db.query(RAW_SQL, [1, tz, range.startDate, range.previousStartDate, range.endDate]);
        await server.ctx.db.query(RAW_DAILY_SQL, [1, tz, range.startDate, ["wifi", "qrcode"]]);
      },
    },
    cases: [
      {
        name: "rollups + tail (the API call, auth included)",
        fn: async () => {
          const r = await call();
          if (r.statusCode !== 200) throw new Error(r.body);
        },
      },
    ],
    report: async () => notes,
  };
}

export default benchDbs()
  .filter((db) => db === "PostgreSQL" || !process.env.BENCH_PG_URL || process.env.DASHBOARD_PGLITE === "1")
  .map(benchOn);
