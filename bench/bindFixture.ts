// Helpers of bind.bench.ts: bind files, CPU snapshots of the processes involved, and the killed-and-resumed run.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createPorticoServer } from "@portico/server";
import { BENCH_DEV_TOKEN, type BenchDb, cpuMs, nodeArgs, root, type ServerProcess } from "./serverProcess";

/** What a bind bench shares between its steps. */
export interface BindFixture {
  srv: ServerProcess;
  db: BenchDb;
  businessId: number;
  env: Record<string, string>;
}

/** `n` new random access codes (12 upper-case hex digits; a collision is ~n²/2^49). */
export const newAcs = (n: number) => Array.from({ length: n }, () => randomBytes(6).toString("hex").toUpperCase());

/**
 * The devices with these codes announce themselves (as the simulator's and, later, real ones do): the server binds
 * only announced devices, so every bench file's codes are announced first, through the development route.
 */
export async function announce(url: string, acs: readonly string[]): Promise<void> {
  for (let i = 0; i < acs.length; i += 10_000) {
    const res = await fetch(`${url}/dev/devices/announce`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-portico-dev-token": BENCH_DEV_TOKEN },
      body: JSON.stringify({ acs: acs.slice(i, i + 10_000), modelId: "iN-200" }),
    });
    if (res.status !== 201) throw new Error(`announce failed (${res.status}): ${await res.text()}`);
  }
}

/** A bind file: one row per ac, nicknamed `<tag> <i>`, all in `group`. */
export function csvOf(acs: readonly string[], tag: string, group: string): string {
  const rows = acs.map((ac, i) => `${ac},${tag} ${i},${group},Asia/Taipei,iN-200`);
  return `ac,nickname,group,timeZone,modelId\n${rows.join("\n")}\n`;
}

// PostgreSQL backends of the server's database: their process title names the database (`postgres: user db ...`).
function backendPids(dbName: string): number[] {
  const pids: number[] = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/cmdline`, "utf8").includes(` ${dbName} `)) pids.push(Number(d));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** CPU ms of each PostgreSQL backend of the server's database, by pid (empty on PGlite). */
export function backendCpu(fx: BindFixture): Map<number, number> {
  const dbName = fx.srv.databaseUrl ? new URL(fx.srv.databaseUrl).pathname.slice(1) : "";
  return new Map(dbName ? backendPids(dbName).map((pid) => [pid, cpuMs(pid)]) : []);
}

/**
 * Measures the CPU that `run` costs the server process, its PostgreSQL backends and this process. Backends are
 * sampled every 200 ms, since the pool closes idle connections (and their /proc entries) along the way.
 */
export async function withCpu<T>(fx: BindFixture, run: () => Promise<T>) {
  const pid = fx.srv.child.pid as number;
  const u0 = process.cpuUsage();
  const s0 = cpuMs(pid);
  const before = backendCpu(fx);
  const last = new Map(before);
  const sample = () => {
    for (const [p, ms] of backendCpu(fx)) last.set(p, ms);
  };
  const timer = setInterval(sample, 200);
  try {
    const value = await run();
    sample();
    const u = process.cpuUsage(u0);
    let pg = 0;
    for (const [p, ms] of last) pg += ms - (before.get(p) ?? 0);
    return { value, server: cpuMs(pid) - s0, client: (u.user + u.system) / 1000, pg };
  } finally {
    clearInterval(timer);
  }
}

// The CLI in its own process (as a user runs it), so that it can be killed: batches of 50 (the default) one at a time,
// so that the kill lands half way through the file (and, most likely, while a batch is on the wire).
function cliProcess(fx: BindFixture, file: string) {
  const bin = join(root, "packages/cli/src/bin.ts");
  const args = ["inodes", "bind", "--business", String(fx.businessId), "--file", file, "--concurrency", "1", "--json"];
  return spawn(process.execPath, [...nodeArgs, bin, ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...fx.env, TSX_TSCONFIG_PATH: join(root, "packages/cli/tsconfig.json") },
  });
}

async function countBound(fx: BindFixture, tag: string): Promise<number> {
  const res = await fetch(
    `${fx.srv.url}/v3/businesses/${fx.businessId}/inodes?name=${encodeURIComponent(tag)}&limit=1`,
    {
      headers: { authorization: `Bearer ${fx.srv.token}` },
    },
  );
  return ((await res.json()) as { total: number }).total;
}

/**
 * Binds `rows` new devices with the CLI in a child process, SIGKILLs it once about half are bound, reruns it to the
 * end, stops the server and counts in the database: devices, distinct acs, 'bound' events and idempotency keys
 * of those acs must each equal `rows`.
 */
export async function killedAndResumed(fx: BindFixture, dir: string, rows: number): Promise<string[]> {
  const tag = `Resume${randomBytes(3).toString("hex")}`;
  const acs = newAcs(rows);
  await announce(fx.srv.url, acs);
  const file = join(dir, "resume.csv");
  writeFileSync(file, csvOf(acs, tag, "Resume"));
  const first = cliProcess(fx, file);
  const exited = new Promise<number | null>((r) => first.once("exit", (code) => r(code)));
  let atKill = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    atKill = await countBound(fx, tag);
    if (atKill >= rows / 2 || first.exitCode !== null) break;
  }
  first.kill("SIGKILL");
  const firstCode = await exited;
  const second = cliProcess(fx, file);
  let out = "";
  second.stdout?.on("data", (c: Buffer) => {
    out += String(c);
  });
  const code = await new Promise<number | null>((r) => second.once("exit", (c) => r(c)));
  const summary = JSON.parse(out.slice(out.indexOf("{"))) as { bound: number; already: number; failed: number };

  await fx.srv.stop();
  const check = await createPorticoServer({
    ...(fx.srv.databaseUrl ? { databaseUrl: fx.srv.databaseUrl } : { dataDir: fx.srv.dataDir as string }),
    simulator: false,
  });
  const q = async (sql: string, params: unknown[]) =>
    (await check.ctx.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
  const keys = acs.map((ac) => `portico-cli:bind:${fx.businessId}:${ac}`);
  const counts = {
    inodes: await q("select count(*)::int as n from inodes where ac = any($1::text[])", [acs]),
    acs: await q("select count(distinct ac)::int as n from inodes where ac = any($1::text[])", [acs]),
    boundEvents: await q(
      `select count(*)::int as n from device_events e join inodes i on i.cuid = e.cuid
       where e.type = 'bound' and i.ac = any($1::text[])`,
      [acs],
    ),
    idempotencyKeys: await q("select count(*)::int as n from idempotency_keys where key = any($1::text[])", [keys]),
  };
  await check.close();
  const ok = Object.values(counts).every((n) => n === rows) && summary.failed === 0 && code === 0;
  return [
    `killed and resumed (${fx.db}): CLI SIGKILLed at ${atKill}/${rows} bound (exit ${firstCode ?? "signal"}); rerun exit ${code}: ` +
      `${summary.bound} bound, ${summary.already} already, ${summary.failed} failed`,
    `  rows in the database: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")} => ${ok ? `OK, ${rows} devices, zero duplicates` : "MISMATCH"}`,
  ];
}
