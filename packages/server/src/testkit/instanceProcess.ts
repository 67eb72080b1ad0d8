import { type ChildProcess, spawn } from "node:child_process";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { repoRoot } from "../paths";

/** A server instance in its own process (as `npm start` runs one), on PostgreSQL. */
export interface InstanceProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** True until the process has exited. */
  alive(): boolean;
  /** SIGKILL: no cleanup at all, as when a host dies. */
  kill(): Promise<void>;
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

/**
 * Spawns `packages/server/src/main.ts` on `databaseUrl` and a free port, and resolves once it listens.
 * @example const a = await startInstance(pg.url, { PORTICO_DEV_TOKEN: "t" });
 */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<InstanceProcess> {
  const port = await freePort();
  const root = repoRoot();
  const child = spawn(
    process.execPath,
    ["--conditions=portico-source", "--import", "tsx", join(root, "packages/server/src/main.ts")],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: "127.0.0.1" },
    },
  );
  let out = "";
  const keep = (chunk: Buffer) => {
    out = (out + String(chunk)).slice(-8000);
  };
  child.stderr?.on("data", keep);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      keep(chunk);
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!.replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    port,
    child,
    alive,
    async kill() {
      if (!alive()) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * A stand-in for the load balancer in front of several instances: each new connection goes to the first backend
 * in `order()` that is still alive; a connection to a backend that dies is cut, as a real balancer's is.
 * @example const lb = await failoverProxy(() => [a, b]); // ws://127.0.0.1:<lb.port>
 */
export async function failoverProxy(order: () => InstanceProcess[]): Promise<{ url: string; close(): void }> {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const target = order().find((i) => i.alive());
    if (!target) return void client.destroy();
    const upstream = createConnection(target.port, "127.0.0.1");
    for (const s of [client, upstream]) {
      open.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        open.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      server.close();
      for (const s of open) s.destroy();
    },
  };
}
