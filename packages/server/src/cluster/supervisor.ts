import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";

/** Why several instances cannot start on the embedded database. */
export const PGLITE_ONE_PROCESS =
  "PORTICO_INSTANCES > 1 needs DATABASE_URL=postgres://...: the embedded PGlite database belongs to one process. " +
  "Unset PORTICO_INSTANCES (or set it to 1) to run on PGlite.";

/** A worker that dies sooner than this after its start counts as a failed start. */
const QUICK_DEATH_MS = 10_000;
/** Failed starts in a row after which the supervisor gives up. */
const MAX_QUICK_DEATHS = 3;

/**
 * How many server processes `npm start` runs: PORTICO_INSTANCES (default 1). More than one needs PostgreSQL.
 * @throws on a value that is not a whole number from 1 to 64, or on several instances without DATABASE_URL.
 */
export function instancesWanted(env: NodeJS.ProcessEnv): number {
  const raw = env.PORTICO_INSTANCES?.trim() || "1";
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`PORTICO_INSTANCES must be a whole number from 1 to 64; got "${raw}"`);
  if (n > 1 && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "")) throw new Error(PGLITE_ONE_PROCESS);
  return n;
}

/**
 * With PORTICO_INSTANCES=N > 1, makes this process the supervisor of N server processes that share its listen
 * socket (node:cluster: one port, connections spread between them) and never resolves: the caller's own server
 * code must not run here. In a worker, or with one instance, resolves at once and the caller serves.
 * Settings every instance must share and that would otherwise be random per process (the dev token) are fixed
 * here. The first instance starts alone (it migrates and seeds); the others follow once it listens. A dead
 * instance is replaced; a supervisor whose instances keep dying at start stops with an error.
 * @example await superviseInstances(process.env); // then start the server
 */
export async function superviseInstances(env: NodeJS.ProcessEnv): Promise<void> {
  if (cluster.isWorker) return;
  const n = instancesWanted(env);
  if (n === 1) return;
  env.PORTICO_DEV_TOKEN ||= randomBytes(24).toString("base64url");
  let stopping = false;
  let quickDeaths = 0;
  const started = new Map<Worker, number>();
  const fork = (index: number) => {
    const worker = cluster.fork({ PORTICO_INSTANCE: String(index) });
    started.set(worker, Date.now());
    worker.on("exit", (code, signal) => {
      const lived = Date.now() - (started.get(worker) ?? 0);
      started.delete(worker);
      if (stopping) {
        if (started.size === 0) process.exit();
        return;
      }
      console.error(
        `instance ${index} (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); starting another`,
      );
      quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
      if (quickDeaths >= MAX_QUICK_DEATHS) {
        console.error(`instances keep failing at start (${quickDeaths} in a row): stopping`);
        stop("SIGTERM", 1);
        return;
      }
      setTimeout(() => fork(index), 1000);
    });
    return worker;
  };
  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    stopping = true;
    process.exitCode = exitCode;
    if (started.size === 0) process.exit();
    for (const w of started.keys()) w.process.kill(signal);
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => stop(sig));
  let others = false;
  cluster.on("listening", () => {
    if (others) return;
    others = true;
    for (let i = 2; i <= n; i++) fork(i);
  });
  fork(1);
  console.log(`Portico supervisor (pid ${process.pid}): ${n} instances on one port`);
  await new Promise<never>(() => {});
}
