#!/usr/bin/env node
import { spawnSync } from "node:child_process";
// Installs what a fresh machine lacks: workspace dependencies (pnpm through npx), and with --browser
// Debian's Chromium for Playwright. Cheap when everything is already there, so start and test always call it.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { pnpm } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
export const CHROMIUM = "/usr/bin/chromium";

function depsFresh() {
  const marker = join(root, "node_modules/.modules.yaml");
  const lock = join(root, "pnpm-lock.yaml");
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
}

export function ensureDeps(log = console.log) {
  if (depsFresh()) return;
  log("installing dependencies (pnpm install --frozen-lockfile) ...");
  const r = pnpm(["install", "--frozen-lockfile", "--reporter=silent"], { cwd: root });
  if (r.status !== 0) throw new Error("pnpm install failed");
}

export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM)) return;
  log("installing Debian's chromium for Playwright (apt-get install -y chromium) ...");
  let r = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "ignore" });
  if (r.status !== 0) {
    spawnSync("apt-get", ["update"], { stdio: "ignore" });
    r = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "ignore" });
  }
  if (!existsSync(CHROMIUM)) throw new Error("could not install chromium with apt-get");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDeps();
  if (process.argv.includes("--browser")) ensureChromium();
}
