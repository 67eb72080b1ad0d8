// ingest: device report batches through POST /v3/device/reports (contract validation, per-line checks, one
// transaction a batch) in the server's own process (app.inject: no socket), batches of 500 DNS lines against one
// line a batch (the one-row-a-request baseline), interleaved in the same run, on PGlite (in memory) and, with
// BENCH_PG_URL (or BENCH_PG_URL=auto: a throwaway cluster), on PostgreSQL. A sample is the wall time per event; the
// report adds events/s and this process's CPU per event (on PGlite that includes the database, which runs in-process;
// on PostgreSQL the database's own CPU is in its processes, not counted).
import { createPorticoServer, type PorticoServer } from "@portico/server";
import { createTestDatabase } from "@portico/server/testing";
import type { Bench } from "./run";
import { type BenchDb, benchDbs, pgAdminUrl } from "./serverProcess";

const BATCH = 500;
const SINGLES = 25; // one-item batches a baseline sample sends

function ingestBench(db: BenchDb): Bench {
  let server: PorticoServer;
  let drop: (() => Promise<void>) | undefined;
  let authorization = "";
  let seq = 0;
  const now = Math.floor(Date.now() / 1000);
  const totals = new Map<string, { events: number; ms: number; cpuUs: number }>();
  const dns = (i: number) => ({
    kind: "dns",
    ts: now - (i % 3600),
    clientMac: "3C:22:FB:00:00:01",
    clientIp: "172.18.1.20",
    domain: `host${i}.example`,
    type: "A",
    result: "NOERROR",
    answer: "93.184.1.1",
  });
  const send = async (perBatch: number, batches: number, label: string) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let b = 0; b < batches; b++) {
      const items = Array.from({ length: perBatch }, () => dns(seq++));
      const r = await server.app.inject({
        method: "POST",
        url: "/v3/device/reports",
        payload: { batchId: `bench-${seq}`, items },
        headers: { authorization },
      });
      if (r.statusCode !== 200) throw new Error(r.body);
    }
    const ms = performance.now() - started;
    const c = process.cpuUsage(cpu);
    const events = perBatch * batches;
    const t = totals.get(label) ?? { events: 0, ms: 0, cpuUs: 0 };
    totals.set(label, { events: t.events + events, ms: t.ms + ms, cpuUs: t.cpuUs + c.user + c.system });
    return ms / events;
  };
  const one = "one event a batch";
  const many = `batches of ${BATCH}`;
  return {
    name: `ingest on ${db} (ms per event)`,
    rounds: 15,
    speedup: true,
    percentiles: [50, 99],
    async setup() {
      const pg = db === "PostgreSQL" ? await createTestDatabase(await pgAdminUrl()) : undefined;
      drop = pg ? () => pg.drop() : undefined;
      server = await createPorticoServer({ seed: true, simulator: false, ...(pg ? { databaseUrl: pg.url } : {}) });
      const r = await server.app.inject({
        method: "POST",
        url: "/v3/device/announce",
        payload: { ac: "00C0FFEE0001", modelId: "iN-200" },
      });
      authorization = r.json().authorization;
    },
    baseline: { name: one, fn: () => send(1, SINGLES, one) },
    cases: [{ name: many, fn: () => send(BATCH, 1, many) }],
    async report() {
      return [...totals].map(
        ([label, t]) =>
          `${db}, ${label}: ${t.events} events, ${Math.round((t.events / t.ms) * 1000)} events/s, CPU ${(t.cpuUs / t.events).toFixed(0)} µs/event (this process)`,
      );
    },
    async teardown() {
      await server?.close();
      await drop?.();
    },
  };
}

export default benchDbs().map(ingestBench);
