// `portico inodes bind` of BIND_ROWS (default 200; the issue's size is 1,000) new devices, one request a row at
// concurrency 8 and in batches of 50 rows (`bindINodes`) at concurrency 1, 2 and 8, against one request a row at
// concurrency 1 (`--batch 0 --concurrency 1`, the sequential baseline), with the reference server in its own process: on PGlite, and on
// a fresh PostgreSQL database when BENCH_PG_URL is set (an admin URL, or `auto` for a throwaway cluster). Each
// database runs twice: on loopback, and through a proxy adding BENCH_LATENCY_MS (default 10) each way, as a CLI
// talking to a hosted server sees it. The CLI runs in the bench process (its 1-2 s start-up under tsx is not what
// is measured); the server's, PostgreSQL's and the CLI's CPU time per bind are reported, since they bound what
// concurrency can buy. Then a killed-and-resumed run: the CLI as a child process, SIGKILLed half way, rerun, and
// the rows counted.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../packages/cli/src/testIO";
import { announce, type BindFixture, csvOf, killedAndResumed, newAcs, withCpu } from "./bindFixture";
import { startLatencyProxy } from "./latencyProxy";
import type { Bench } from "./run";
import { type BenchDb, benchDbs, startServerProcess } from "./serverProcess";

const ROWS = Number(process.env.BIND_ROWS) || 200;
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 10);
const ROUNDS = Number(process.env.BIND_ROUNDS) || 2;
/** The runs compared: the first is the baseline. */
const LEVELS = [
  { label: "one row a request, concurrency 1", args: ["--batch", "0", "--concurrency", "1"] },
  { label: "one row a request, concurrency 8", args: ["--batch", "0", "--concurrency", "8"] },
  { label: "batches of 50, concurrency 1", args: ["--batch", "50", "--concurrency", "1"] },
  { label: "batches of 50, concurrency 2", args: ["--batch", "50", "--concurrency", "2"] },
  { label: "batches of 50, concurrency 8 (the default)", args: [] },
];
const CAFE = 1;

function bindBench(db: BenchDb, latencyMs: number): Bench {
  const fx = {} as BindFixture;
  const files = new Map<number, string[]>();
  const cpu = new Map<number, { wall: number; server: number; client: number; pg: number }[]>();
  const labels = LEVELS.map((l) => l.label);
  let dir = "";
  let proxy: { url: string; close(): Promise<void> } | undefined;

  const bind = (level: number) => async () => {
    const file = files.get(level)!.shift()!;
    const args = ["inodes", "bind", "--business", String(CAFE), "--file", file, ...LEVELS[level]!.args];
    const t = performance.now();
    const { value: r, ...used } = await withCpu(fx, () => runCli([...args, "--json"], fx.env));
    const wall = performance.now() - t;
    if (r.code !== 0) throw new Error(`bind failed (${r.code}): ${r.err}${r.out.slice(0, 500)}`);
    cpu.get(level)!.push({ wall, ...used });
    return wall;
  };

  return {
    name: `bind (${db}, ${latencyMs ? `+${2 * latencyMs} ms round trip` : "loopback"})`,
    rounds: ROUNDS,
    warmup: 0,
    speedup: true,
    async setup() {
      const srv = await startServerProcess(db);
      Object.assign(fx, { srv, db, businessId: CAFE });
      proxy = latencyMs ? await startLatencyProxy(srv.url, latencyMs) : undefined;
      fx.env = {
        PORTICO_API_URL: proxy?.url ?? srv.url,
        PORTICO_TOKEN: srv.token,
        PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "bench-cli-")),
      };
      dir = mkdtempSync(join(tmpdir(), "bench-bind-"));
      // Every code binds only once its device has announced itself: all of them are announced up front.
      const announced: string[] = [];
      const fresh = (n: number) => {
        const acs = newAcs(n);
        announced.push(...acs);
        return acs;
      };
      for (const c of LEVELS.keys()) {
        cpu.set(c, []);
        files.set(
          c,
          Array.from({ length: ROUNDS }, (_, f) => {
            const file = join(dir, `c${c}-${f}.csv`);
            writeFileSync(file, csvOf(fresh(ROWS), `Bench ${c}-${f}`, "Bench"));
            return file;
          }),
        );
      }
      const warmAcs = { "0": fresh(100), "50": fresh(100) };
      await announce(srv.url, announced);
      // Warm the server (JIT, caches, the 'Bench' group) with a small file, so that round 1 is not special.
      for (const batch of ["0", "50"]) {
        const warm = join(dir, `warm-${batch}.csv`);
        writeFileSync(warm, csvOf(warmAcs[batch as "0" | "50"], `Warm ${batch}`, "Bench"));
        await runCli(
          ["inodes", "bind", "--business", String(CAFE), "--file", warm, "--batch", batch, "--json"],
          fx.env,
        );
      }
    },
    async teardown() {
      await proxy?.close();
      await fx.srv?.dispose();
      for (const d of [dir, fx.env?.PORTICO_CONFIG_DIR]) if (d) rmSync(d, { recursive: true, force: true });
    },
    baseline: { name: `bind ${ROWS}, ${labels[0]}`, fn: bind(0) },
    cases: labels.slice(1).map((l, i) => ({ name: `bind ${ROWS}, ${l}`, fn: bind(i + 1) })),
    async report() {
      const lines = [
        "CPU per bind (mean over rounds, per row): wall | server process | PostgreSQL backends | CLI (bench process)",
      ];
      for (const [c, xs] of cpu) {
        const avg = (k: "wall" | "server" | "client" | "pg") => xs.reduce((s, x) => s + x[k], 0) / xs.length / ROWS;
        const pg = db === "PostgreSQL" ? `${avg("pg").toFixed(2)} ms` : "(in server)";
        lines.push(
          `  ${labels[c]!.padEnd(44)} ${avg("wall").toFixed(2)} ms | ${avg("server").toFixed(2)} ms | ${pg} | ${avg("client").toFixed(2)} ms`,
        );
      }
      lines.push(...ceiling(cpu.get(0) ?? [], latencyMs));
      if (!latencyMs) lines.push(...(await killedAndResumed(fx, dir, ROWS)));
      return lines;
    },
  };
}

/**
 * The best speed-up the measured CPU allows, whatever the concurrency: a sequential bind costs at least its CPU
 * (server + PostgreSQL + CLI) plus the round trip, while concurrent binds are bounded by the busier event loop
 * (the server's, which on PGlite also runs the database, or the CLI's) and by the cores.
 */
function ceiling(c1: { server: number; client: number; pg: number }[], latencyMs: number): string[] {
  if (!c1.length) return [];
  const per = (k: "server" | "client" | "pg") => c1.reduce((s, x) => s + x[k], 0) / c1.length / ROWS;
  // The server and the CLI are one event loop each; PostgreSQL's work spreads over its backends.
  const threads = [per("server"), per("client")];
  const sum = per("server") + per("client") + per("pg");
  const cores = cpus().length;
  const bound = Math.max(...threads, sum / cores);
  const rtt = 2 * latencyMs;
  const needRtt = Math.max(0, 5 * bound - sum);
  const oneThread = sum / Math.max(...threads);
  return [
    `ceiling from CPU, one row a request: ${((sum + rtt) / bound).toFixed(1)}x on ${cores} idle cores with a ${rtt} ms round trip ` +
      `(sequential >= ${(sum + rtt).toFixed(1)} ms a bind, concurrent >= ${bound.toFixed(1)} ms); ` +
      `5x needs a round trip >= ${needRtt.toFixed(0)} ms here; on loopback with unlimited cores: ${oneThread.toFixed(1)}x`,
  ];
}

export default benchDbs().flatMap((db) => [bindBench(db, 0), ...(LATENCY ? [bindBench(db, LATENCY)] : [])]);
