// `portico inodes bind` of freshly discovered devices at concurrency 8 and 32, against concurrency 1 (the
// sequential baseline), on one in-process server (PGlite). Every call binds its own new devices, prepared in
// setup so that discovery is not timed. BIND_ROWS (default 200) sets the size of each file; BENCH_PG_URL (an admin
// URL) runs it on a fresh PostgreSQL database instead of PGlite.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPorticoClient, signIn } from "@portico/sdk";
import { createTestDatabase, startTestServer, type TestServer } from "@portico/server/testing";
import { runCli } from "../packages/cli/src/testIO";
import type { Bench } from "./run";

const ROWS = Number(process.env.BIND_ROWS) || 200;
const ROUNDS = 3;
const CAFE = 1;
let srv: TestServer;
let dropDb: (() => Promise<void>) | undefined;
let env: Record<string, string>;
const files = new Map<number, string[]>();

async function prepare(dir: string, concurrency: number) {
  const list: string[] = [];
  for (let f = 0; f < ROUNDS + 1; f++) {
    const rows = ["ac,nickname,group,timeZone,modelId"];
    for (let i = 0; i < ROWS; i++) {
      const ac = await srv.server.simulator!.discover(CAFE, "iN-200");
      rows.push(`${ac},Bench ${concurrency}-${f}-${i},Bench,Asia/Taipei,iN-200`);
    }
    const file = join(dir, `c${concurrency}-${f}.csv`);
    writeFileSync(file, `${rows.join("\n")}\n`);
    list.push(file);
  }
  files.set(concurrency, list);
}

function bind(concurrency: number) {
  return async () => {
    const file = files.get(concurrency)!.shift()!;
    const args = ["inodes", "bind", "--business", String(CAFE), "--file", file, "--concurrency", String(concurrency)];
    const r = await runCli([...args, "--json"], env);
    if (r.code !== 0) throw new Error(`bind failed (${r.code}): ${r.err}`);
  };
}

const bench: Bench = {
  name: "bind",
  rounds: ROUNDS,
  async setup() {
    const pg = process.env.BENCH_PG_URL ? await createTestDatabase(process.env.BENCH_PG_URL) : undefined;
    dropDb = pg?.drop;
    srv = await startTestServer(pg ? { databaseUrl: pg.url } : {});
    const { token } = await signIn(createPorticoClient({ baseUrl: srv.url }), {
      email: "demo@portico.dev",
      password: "portico-demo",
    });
    env = { PORTICO_API_URL: srv.url, PORTICO_TOKEN: token, PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "bench-")) };
    const dir = mkdtempSync(join(tmpdir(), "bench-bind-"));
    for (const c of [1, 8, 32]) await prepare(dir, c);
  },
  async teardown() {
    await srv.close();
    await dropDb?.();
  },
  baseline: { name: `bind ${ROWS} devices, concurrency 1`, fn: bind(1) },
  cases: [
    { name: `bind ${ROWS} devices, concurrency 8`, fn: bind(8) },
    { name: `bind ${ROWS} devices, concurrency 32`, fn: bind(32) },
  ],
};

export default bench;
