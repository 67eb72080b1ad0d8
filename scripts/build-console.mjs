#!/usr/bin/env node
// Builds the console (vite) only when a source it depends on is newer than its last build.
import { buildIfStale } from "./buildIfStale.mjs";

export function buildConsoleIfStale(log = console.log) {
  buildIfStale(
    {
      name: "@portico/console",
      label: "the console (vite build)",
      stamp: "packages/console/dist/index.html",
      sources: [
        "packages/console/src",
        "packages/console/index.html",
        "packages/console/portal.html",
        "packages/console/vite",
        "packages/react/src",
        "packages/sdk/src",
      ],
    },
    log,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) buildConsoleIfStale();
