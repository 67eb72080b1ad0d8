#!/usr/bin/env node
// Runs the CLI from source (no build): tsx as the loader and the portico-source condition, so workspace
// packages resolve to their src/. stdio is inherited, so TTY detection works as for the built binary.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const tsx = import.meta.resolve("tsx");
const bin = fileURLToPath(new URL("../src/bin.ts", import.meta.url));
// The package's tsconfig (react-jsx), whatever the caller's working directory is.
const tsconfig = fileURLToPath(new URL("../tsconfig.json", import.meta.url));
const r = spawnSync(process.execPath, ["--conditions=portico-source", "--import", tsx, bin, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? tsconfig },
});
process.exit(r.status ?? 1);
