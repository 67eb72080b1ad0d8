#!/usr/bin/env node
// `npm run example:partner`: starts examples/partner-portal from a fresh clone. Installs what is missing, builds
// @portico/sdk and @portico/react when their sources changed (the example imports react's built stylesheet), then
// serves the example with its API proxied to the running reference server (PORTICO_API_URL, default :8080).
// `--no-build` skips the builds (the e2e run, which builds every package once before it starts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./buildIfStale.mjs";
import { ensureDeps } from "./setup.mjs";

const root = new URL("..", import.meta.url).pathname;
export const DEFAULT_API_URL = "http://localhost:8080";

/** What the example needs built, in order (react's build reads the sdk's types). */
const BUILDS = [
  { name: "@portico/sdk", label: "@portico/sdk", stamp: "packages/sdk/dist/index.js", sources: ["packages/sdk/src"] },
  {
    name: "@portico/react",
    label: "@portico/react",
    stamp: "packages/react/dist/index.css",
    sources: ["packages/react/src", "packages/react/tsup.config.ts", "packages/sdk/src"],
  },
];

/** True when the server answers at all (any HTTP status): only a network failure means it is not running. */
async function reachable(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Prepares and starts the example; resolves with its URL and a close function.
 * @param {{ apiUrl?: string, port?: number, build?: boolean, log?: (line: string) => void }} [options]
 */
export async function startPartnerExample({
  apiUrl = process.env.PORTICO_API_URL || DEFAULT_API_URL,
  port = Number(process.env.PORTICO_EXAMPLE_PORT) || 5180,
  build = true,
  log = console.log,
} = {}) {
  ensureDeps(log);
  if (build) for (const b of BUILDS) buildIfStale(b, log);
  else if (!existsSync(join(root, "packages/react/dist/index.css"))) {
    throw new Error("packages/react is not built: run `npm run example:partner` without --no-build");
  }
  if (!(await reachable(apiUrl))) {
    log(`warning: no server answers at ${apiUrl}; start it with \`npm start\` or set PORTICO_API_URL`);
  }
  process.env.PORTICO_API_URL = apiUrl; // read by examples/partner-portal/vite.config.ts
  const { serveExample } = await import(pathToFileURL(join(root, "examples/partner-portal/serve.mjs")).href);
  return serveExample({ port });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const apiUrl = process.env.PORTICO_API_URL || DEFAULT_API_URL;
    const { url, close } = await startPartnerExample({ apiUrl, build: !process.argv.includes("--no-build") });
    console.log(`partner portal example: ${url} (API: ${apiUrl}; sign in with demo@portico.dev / portico-demo)`);
    for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => close().then(() => process.exit(0)));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
