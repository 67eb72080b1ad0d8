// The reference server in its OWN process (as `npm start` runs it), so that a bench's client and the server do
// not share one event loop: on PGlite (a fresh data directory) or on a fresh PostgreSQL database.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createPorticoClient, signIn } from "@portico/sdk";
import { createTestDatabase } from "@portico/server/testing";

export const root = new URL("..", import.meta.url).pathname;
/** `node --import tsx` with the source condition: ONE process (the tsx binary would spawn a grandchild). */
export const nodeArgs = ["--conditions=portico-source", "--import", import.meta.resolve("tsx")];

/** Which database a bench runs on: PGlite always, PostgreSQL when BENCH_PG_URL is set. */
export type BenchDb = "PGlite" | "PostgreSQL";
/** The dev token of every bench server (development routes such as /dev/devices/announce need it). */
export const BENCH_DEV_TOKEN = "portico-bench-dev-token";

export const benchDbs = (): BenchDb[] => (process.env.BENCH_PG_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"]);

let adminUrl: Promise<string> | undefined;
/**
 * The PostgreSQL admin URL: BENCH_PG_URL, or with BENCH_PG_URL=auto a throwaway cluster of this bench run
 * (scripts/postgres.mjs: fsync and synchronous_commit off, as in the test runs), stopped when the process exits.
 */
export function pgAdminUrl(): Promise<string> {
  adminUrl ??= (async () => {
    const given = process.env.BENCH_PG_URL ?? "";
    if (given !== "auto") return given;
    const mod = (await import(pathToFileURL(join(root, "scripts/postgres.mjs")).href)) as {
      startPostgres(o: { log(m: string): void }): Promise<{ url: string; stop(): void } | null>;
    };
    const pg = await mod.startPostgres({ log: console.log });
    if (!pg) throw new Error("BENCH_PG_URL=auto: could not start PostgreSQL");
    process.on("exit", pg.stop);
    for (const sig of ["SIGINT", "SIGTERM"] as const) process.once(sig, () => process.exit(130));
    return pg.url;
  })();
  return adminUrl;
}

/** A port nobody listens on now (main.ts reads PORT=0 as its default 8080). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuMs(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime in clock ticks (USER_HZ = 100)
  } catch {
    return 0;
  }
}

/** A running server process. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** A bearer token of the demo owner. */
  token: string;
  /** Admin connection string of the PostgreSQL database, when on PostgreSQL. */
  databaseUrl?: string;
  /** The PGlite data directory, when on PGlite. */
  dataDir?: string;
  /** Ends the process (SIGTERM: PGlite flushes its data directory); the data stays for a look afterwards. */
  stop(): Promise<void>;
  /** Stops, then drops the PostgreSQL database or removes the data directory. */
  dispose(): Promise<void>;
}

/**
 * Spawns `packages/server/src/main.ts` (simulator off; `staticDir` served at /) on a free port and waits for its
 * "running at" line (each instance's, with `instances` > 1: PORTICO_INSTANCES on PostgreSQL, one port); `scale`
 * seeds that many iNodes into the demo café (PORTICO_SEED_SCALE).
 */
export async function startServerProcess(
  db: BenchDb,
  opts: { scale?: number; staticDir?: string; instances?: number } = {},
): Promise<ServerProcess> {
  const pg = db === "PostgreSQL" ? await createTestDatabase(await pgAdminUrl()) : undefined;
  const dataDir = pg ? undefined : mkdtempSync(join(tmpdir(), "bench-pglite-"));
  // BENCH_PROFILE=<dir>: a V8 CPU profile of the server, written when it exits (see profileSummary.ts).
  const prof = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...prof, ...nodeArgs, join(root, "packages/server/src/main.ts")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      PORTICO_SIMULATOR: "0",
      // Fixtures announce devices through /dev/devices/announce, which needs the dev token.
      PORTICO_DEV_TOKEN: BENCH_DEV_TOKEN,
      PORTICO_SEED_SCALE: String(opts.scale ?? 0),
      PORTICO_INSTANCES: String(opts.instances ?? 1),
      ...(opts.staticDir ? { PORTICO_STATIC_DIR: opts.staticDir } : {}),
      ...(pg ? { DATABASE_URL: pg.url } : { PORTICO_DATA_DIR: dataDir }),
    },
  });
  // Its stderr (start-up warnings) is shown only if it fails to start.
  let err = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    err = (err + String(chunk)).slice(-4000);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += String(chunk);
      const all = [...out.matchAll(/running at (http:\/\/\S+)/g)];
      if (all.length >= (opts.instances ?? 1)) resolve(all[0]![1] as string);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${out}\n${err}`)));
  });
  child.stdout?.resume();
  const { token } = await signIn(createPorticoClient({ baseUrl: url }), {
    email: "demo@portico.dev",
    password: "portico-demo",
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  };
  return {
    url,
    child,
    token,
    ...(pg ? { databaseUrl: pg.url } : { dataDir }),
    stop,
    async dispose() {
      await stop();
      await pg?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
