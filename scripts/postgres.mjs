#!/usr/bin/env node
// Starts a throwaway PostgreSQL cluster from Debian's packages (installing them when absent) for the test run.
// Prints nothing on import; `startPostgres()` returns { url, stop }. Trust auth on loopback only.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function pgBin() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, "bin/initdb"))) : [];
  return versions.length ? join(base, versions.sort().at(-1), "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Install (apt) if needed, init a cluster in a temp dir, start it; resolves to { url, stop } or null if impossible. */
export async function startPostgres({ log = console.log } = {}) {
  let bin = pgBin();
  if (!bin) {
    log("installing PostgreSQL from Debian's packages (apt-get install -y postgresql) ...");
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], { stdio: "ignore" });
    bin = pgBin();
    if (!bin) return null;
  }
  const dir = mkdtempSync(join(tmpdir(), "portico-pg-"));
  chmodSync(dir, 0o777);
  const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const run = (cmd, args) => {
    const full = [...asPostgres, join(bin, cmd), ...args];
    execFileSync(full[0], full.slice(1), { stdio: "ignore" });
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = await freePort();
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "-w",
    "start",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = await startPostgres();
  if (!pg) process.exit(1);
  console.log(pg.url);
}
