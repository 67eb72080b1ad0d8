// fleet-memory: the server's resident memory while a simulated fleet reports every minute (issue 14: "server RSS
// with 50,000 simulated devices reporting every minute stays flat over a 10-minute run").
// The server runs in its own process (serverProcess.ts); the fleet is `npm run simulate` in BENCH_FLEET_PROCESSES
// child processes on disjoint activation-code ranges: each device is announced, bound to the demo café by its owner,
// then reports once a minute in its own phase. The server's RSS (/proc/<pid>/status VmRSS) is sampled every 10 s from
// the moment every device is bound; the report gives the first, last and peak samples and the last minute's growth.
// Env: BENCH_FLEET_DEVICES (50000), BENCH_FLEET_MINUTES (10), BENCH_FLEET_PROCESSES (4); BENCH_PG_URL for PostgreSQL.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Bench } from "./run";
import { BENCH_DEV_TOKEN, type BenchDb, benchDbs, nodeArgs, root, startServerProcess } from "./serverProcess";

const DEVICES = Number(process.env.BENCH_FLEET_DEVICES) || 50_000;
const MINUTES = Number(process.env.BENCH_FLEET_MINUTES) || 10;
const PROCESSES = Number(process.env.BENCH_FLEET_PROCESSES) || 4;
const SAMPLE_MS = 10_000;

/** Resident set of a process, MB. */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

const lines: string[] = [];

async function run(db: BenchDb): Promise<void> {
  const srv = await startServerProcess(db);
  let fleet: ChildProcess | undefined;
  try {
    const pid = srv.child.pid!;
    const started = Date.now();
    fleet = spawn(
      process.execPath,
      [
        ...nodeArgs,
        join(root, "packages/server/src/simulate.ts"),
        ...["--api", srv.url, "--devices", String(DEVICES), "--processes", String(PROCESSES)],
        ...["--dev-token", BENCH_DEV_TOKEN, "--owner", "demo@portico.dev:portico-demo", "--business", "1"],
      ],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    let batches = 0;
    const bound = new Promise<void>((resolve) => {
      fleet!.stdout!.on("data", (c: Buffer) => {
        out += String(c);
        if (process.env.BENCH_FLEET_VERBOSE) process.stderr.write(String(c));
        batches += [...String(c).matchAll(/: (\d+) batches/g)].reduce((n, m) => n + Number(m[1]), 0);
        if ((out.match(/^bound \d+ devices/gm) ?? []).length >= PROCESSES) resolve();
      });
    });
    await bound;
    const setupS = (Date.now() - started) / 1000;
    batches = 0;
    const samples: number[] = [];
    const end = Date.now() + MINUTES * 60_000;
    while (Date.now() < end) {
      samples.push(rssMb(pid));
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
    samples.push(rssMb(pid));
    const perMinute = 60_000 / SAMPLE_MS;
    const lastMinute = samples.at(-1)! - samples.at(-1 - perMinute)!;
    const f = (x: number) => `${x.toFixed(0)} MB`;
    lines.push(
      `${db}: ${DEVICES} devices (${PROCESSES} simulator processes, set up in ${setupS.toFixed(0)} s), ${MINUTES} min: ` +
        `${batches} report batches (${(batches / (MINUTES * 60)).toFixed(0)}/s; ${((batches / DEVICES / MINUTES) * 100).toFixed(0)}% of one a device a minute)`,
      `  server RSS first ${f(samples[0]!)}, last ${f(samples.at(-1)!)}, peak ${f(Math.max(...samples))}, ` +
        `last minute ${lastMinute >= 0 ? "+" : ""}${f(lastMinute)}; samples every 10 s: ${samples.map((s) => s.toFixed(0)).join(" ")}`,
    );
  } finally {
    fleet?.kill("SIGTERM");
    await srv.dispose();
  }
}

const bench: Bench = {
  name: "fleet-memory",
  rounds: 1,
  warmup: 0,
  // The run happens in setup; the table's one row only times a no-op, the figures are in the report below it.
  baseline: { name: "(figures below)", fn: () => 0 },
  cases: [],
  async setup() {
    for (const db of benchDbs()) await run(db);
  },
  async report() {
    return lines;
  },
};
export default bench;
