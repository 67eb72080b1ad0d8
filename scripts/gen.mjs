#!/usr/bin/env node
// Regenerates everything derived from openapi/: the SDK's types and the bundled contract the server validates with.
// `--check` regenerates into a temp dir and fails when the committed files differ (CI drift check).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const check = process.argv.includes("--check");
const outDir = check ? mkdtempSync(join(tmpdir(), "portico-gen-")) : null;
const targets = {
  types: join(root, "packages/sdk/src/generated/schema.ts"),
  bundle: join(root, "openapi/bundled/portico.json"),
};
const out = (key) => (outDir ? join(outDir, key + (key === "bundle" ? ".json" : ".ts")) : targets[key]);
const bin = (name) => join(root, "node_modules/.bin", name);
const quiet = { cwd: root, stdio: ["ignore", "ignore", "inherit"] };

// Bundle first (one JSON file, refs inlined per component), then type the bundle.
execFileSync(
  bin("redocly"),
  ["bundle", "openapi/portico.yaml", "--config", "openapi/redocly.yaml", "-o", out("bundle")],
  {
    cwd: root,
    stdio: "ignore",
  },
);
execFileSync(bin("openapi-typescript"), [out("bundle"), "-o", out("types")], quiet);

if (check) {
  const drift = Object.keys(targets).filter(
    (k) => !existsSync(targets[k]) || readFileSync(targets[k], "utf8") !== readFileSync(out(k), "utf8"),
  );
  if (drift.length) {
    console.error(`generated files drifted from openapi/: ${drift.map((k) => targets[k]).join(", ")}; run pnpm gen`);
    process.exit(1);
  }
  console.log("generated files match openapi/");
}
