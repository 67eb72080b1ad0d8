#!/usr/bin/env node
// `npm start`: install what is missing, build the console when its sources changed, then run the reference
// server (PGlite in .data/ by default, DATABASE_URL for PostgreSQL) serving the console and the API on one origin.
// PORTICO_INSTANCES=N (PostgreSQL only) runs N server processes on one port (packages/server/src/cluster/supervisor.ts).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildConsoleIfStale } from "./build-console.mjs";
import { describeExit, lineTail } from "./exitReason.mjs";
import { ensureDeps } from "./setup.mjs";

const root = new URL("..", import.meta.url).pathname;
// Refused here too, before a console build the server would not get to serve.
if (Number(process.env.PORTICO_INSTANCES || 1) > 1 && !process.env.DATABASE_URL) {
  console.error(
    "PORTICO_INSTANCES > 1 needs DATABASE_URL=postgres://...: the embedded PGlite database belongs to one process.",
  );
  process.exit(1);
}
// `npm run start:wifi` passes `--menu-type wifi` (where guide mode lives); PORTICO_MENU_TYPE does the same.
const menuArg = process.argv.indexOf("--menu-type");
const menuType = menuArg > 0 ? process.argv[menuArg + 1] : undefined;
ensureDeps();
buildConsoleIfStale();

const child = spawn(
  join(root, "node_modules/.bin/tsx"),
  ["--conditions=portico-source", join(root, "packages/server/src/main.ts")],
  {
    cwd: root,
    // stderr is passed on as it comes and its tail kept, to say why the server ended.
    stdio: ["inherit", "inherit", "pipe"],
    env: {
      ...process.env,
      PORTICO_STATIC_DIR: process.env.PORTICO_STATIC_DIR ?? join(root, "packages/console/dist"),
      ...(menuType ? { PORTICO_MENU_TYPE: menuType } : {}),
    },
  },
);
const tail = lineTail();
child.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  tail.push(chunk);
});
let stopping = false;
for (const sig of ["SIGINT", "SIGTERM"])
  process.on(sig, () => {
    stopping = true;
    child.kill(sig);
  });
child.on("exit", (code, signal) => {
  const { message, exitCode } = describeExit({ code, signal, stopping, lastLines: tail.lines });
  (exitCode ? console.error : console.log)(message);
  process.exit(exitCode);
});
