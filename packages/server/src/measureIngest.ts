// Ingest throughput: events a second through POST /v3/device/reports (contract validation, per-line checks, one
// transaction a batch) with batches of 500 against one-item batches. PGlite in memory by default, or DATABASE_URL.
//   node_modules/.bin/tsx --conditions=portico-source packages/server/src/measureIngest.ts
import { createPorticoServer } from "./server";

const server = await createPorticoServer({
  seed: true,
  simulator: false,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
const inject = (url: string, body: unknown, authorization?: string) =>
  server.app.inject({ method: "POST", url, payload: body as object, headers: authorization ? { authorization } : {} });
const { authorization } = (await inject("/v3/device/announce", { ac: "00C0FFEE0001", modelId: "iN-200" })).json();
const now = Math.floor(Date.now() / 1000);
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
async function run(label: string, events: number, perBatch: number) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let b = 0; b < events / perBatch; b++) {
    const items = Array.from({ length: perBatch }, (_, i) => dns(b * perBatch + i));
    const r = await inject(
      "/v3/device/reports",
      { batchId: `${label.replace(/\W/g, "-")}-${b}`, items },
      authorization,
    );
    if (r.statusCode !== 200) throw new Error(r.body);
  }
  const s = (performance.now() - started) / 1000;
  const c = process.cpuUsage(cpu);
  console.log(
    `${label}: ${events} events in ${s.toFixed(2)} s = ${Math.round(events / s)} events/s, CPU ${((c.user + c.system) / events) | 0} µs/event`,
  );
}
await run("batches of 500", 20_000, 500);
await run("one-item batches", 1_000, 1);
await server.close();
