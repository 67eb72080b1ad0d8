#!/usr/bin/env node
// Runs the pinned pnpm through npx, so a fresh machine needs only Node 20 and npm (corepack's signature check fails here).
import { spawnSync } from "node:child_process";
export const PNPM = "pnpm@10.34.9";
export function pnpm(args, opts = {}) {
  return spawnSync("npx", ["--yes", PNPM, ...args], { stdio: "inherit", ...opts });
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = pnpm(process.argv.slice(2));
  process.exit(r.status ?? 1);
}
