// Guest portal session starts under a crowd (a stadium's guests arrive at once): autocannon with PORTAL_CONNECTIONS
// (default 500) concurrent guests on loopback, each POSTing /v3/portal/links/{code}/sessions as fast as answered,
// against GET /v3/services/ping under the same load in the same run. On PGlite (one instance) and, with
// BENCH_PG_URL, on PostgreSQL with one and with two instances (PORTICO_INSTANCES=2: node:cluster on one port).
// Each sample is one autocannon run of PORTAL_SECONDS (default 5); the table shows the median of the runs' p99
// latencies, the lines under it the median requests per second.
import autocannon from "autocannon";
import type { Bench, BenchCase } from "./run";
import { type BenchDb, benchDbs, type ServerProcess, startServerProcess } from "./serverProcess";

const CONNECTIONS = Number(process.env.PORTAL_CONNECTIONS) || 500;
const SECONDS = Number(process.env.PORTAL_SECONDS) || 5;
const ROUNDS = Number(process.env.PORTAL_ROUNDS) || 3;
const CAFE = 1;

/** One autocannon run's figures. */
interface Run {
  rps: number;
  p99: number;
  bad: number;
}

async function load(url: string, method: "GET" | "POST", body?: string): Promise<Run> {
  const r = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(body ? { body, headers: { "content-type": "application/json" } } : {}),
  });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;

// A link code of the demo café whose activity opens a portal session.
async function portalCode(srv: ServerProcess): Promise<string> {
  const res = await fetch(`${srv.url}/v3/businesses/${CAFE}/links?campaignType=activity&limit=50`, {
    headers: { authorization: `Bearer ${srv.token}` },
  });
  const { links } = (await res.json()) as { links: { code: string }[] };
  for (const { code } of links) {
    const start = await fetch(`${srv.url}/v3/portal/links/${code}/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (start.status === 201) return code;
  }
  throw new Error("no activity link of the demo café opens a portal session");
}

// Waits until what one run left behind is done: its last requests (each several queries) still run after autocannon
// hangs up. Session starts are repeated until two in a row answer within 200 ms (at most 60 s).
async function drain(srv: ServerProcess, code: string): Promise<void> {
  const end = Date.now() + 60_000;
  for (let quick = 0; quick < 2 && Date.now() < end; ) {
    const t = performance.now();
    await fetch(`${srv.url}/v3/portal/links/${code}/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    quick = performance.now() - t < 200 ? quick + 1 : 0;
  }
}

function portalBench(db: BenchDb, instances: number): Bench {
  let srv: ServerProcess;
  let code = "";
  const runs = new Map<string, Run[]>();
  const c = (name: string, run: () => Promise<Run>): BenchCase => ({
    name,
    fn: async () => {
      const r = await run();
      await drain(srv, code);
      runs.set(name, [...(runs.get(name) ?? []), r]);
      return r.p99;
    },
  });
  const ping = "GET /v3/services/ping";
  const start = "POST portal session start";
  return {
    name: `portal-load (${db}, ${instances} instance${instances > 1 ? "s" : ""}, ${CONNECTIONS} connections, p99)`,
    rounds: ROUNDS,
    warmup: 1,
    async setup() {
      srv = await startServerProcess(db, { instances });
      code = await portalCode(srv);
    },
    teardown: () => srv.dispose(),
    baseline: c(ping, () => load(`${srv.url}/v3/services/ping`, "GET")),
    cases: [c(start, () => load(`${srv.url}/v3/portal/links/${code}/sessions`, "POST", '{"lang":"en"}'))],
    async report() {
      // The warm-up run is the first of each; the rounds follow.
      const measured = (name: string) => (runs.get(name) ?? []).slice(1);
      const rps = (name: string) => median(measured(name).map((r) => r.rps));
      const each = (name: string) =>
        measured(name)
          .map((r) => `${r.rps.toFixed(0)} @ ${r.p99}`)
          .join(", ");
      const bad = (name: string) => measured(name).reduce((n, r) => n + r.bad, 0);
      return [
        `${ping.padEnd(44)}${rps(ping).toFixed(0).padStart(8)} req/s`,
        `${start.padEnd(44)}${rps(start).toFixed(0).padStart(8)} req/s  (1/${(rps(ping) / rps(start)).toFixed(1)} of ping)`,
        `non-2xx, errors and timeouts: ping ${bad(ping)}, session start ${bad(start)}; ${SECONDS} s a run, median of ${ROUNDS} runs`,
        `each run (req/s @ p99 ms): ping ${each(ping)}; session start ${each(start)}`,
      ];
    },
  };
}

const setups = benchDbs().flatMap((db): [BenchDb, number][] =>
  db === "PostgreSQL" ? [[db, 1] as [BenchDb, number], [db, 2] as [BenchDb, number]] : [[db, 1]],
);
export default setups.map(([db, n]) => portalBench(db, n));
