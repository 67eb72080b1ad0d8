#!/usr/bin/env node
// `npm start`: install what is missing, build the console when its sources changed, then run the reference
// server (PGlite in .data/ by default, DATABASE_URL for PostgreSQL) serving the console and the API on one origin.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildConsoleIfStale } from "./build-console.mjs";
import { ensureDeps } from "./setup.mjs";

const root = new URL("..", import.meta.url).pathname;
ensureDeps();
buildConsoleIfStale();

const child = spawn(
  join(root, "node_modules/.bin/tsx"),
  ["--conditions=portico-source", join(root, "packages/server/src/main.ts")],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORTICO_STATIC_DIR: process.env.PORTICO_STATIC_DIR ?? join(root, "packages/console/dist") },
  },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
