#!/usr/bin/env node
// Builds the console (vite) only when a source it depends on is newer than its last build.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pnpm } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
const stamp = join(root, "packages/console/dist/index.html");
const sources = ["packages/console/src", "packages/console/index.html", "packages/react/src", "packages/sdk/src"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

export function buildConsoleIfStale(log = console.log) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (built && sources.every((s) => newest(join(root, s)) <= built)) return;
  log("building the console (vite build) ...");
  const r = pnpm(["--filter", "@portico/console", "run", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error("console build failed");
}

if (import.meta.url === `file://${process.argv[1]}`) buildConsoleIfStale();
