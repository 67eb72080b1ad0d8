#!/usr/bin/env node
// `npm test`: installs what is missing (dependencies, Debian's chromium, PostgreSQL), then runs every check and
// ends with one line the CI reader knows: `N passed, N failed`. Test cases count one each (vitest and
// Playwright JSON reports); every other check (lint, typecheck, contract ...) counts as one.
// `npm test -- --only vitest,e2e` runs a subset while developing.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startPostgres } from "./postgres.mjs";
import { ensureChromium, ensureDeps } from "./setup.mjs";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules/.bin", name);
const out = join(root, ".portico-test");
const only = process.argv.find((_a, i) => process.argv[i - 1] === "--only")?.split(",");
const want = (name) => !only || only.includes(name);

let passed = 0;
let failed = 0;
const timings = [];

function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", ...opts, env: { ...process.env, ...opts.env } });
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

async function check(name, fn) {
  if (!want(name)) return true;
  const t0 = Date.now();
  console.log(`\n━━ ${name}`);
  let ok = false;
  try {
    ok = (await fn()) === 0;
  } catch (e) {
    console.error(e);
  }
  timings.push([name, (Date.now() - t0) / 1000]);
  if (ok) passed++;
  else failed++;
  console.log(`━━ ${name}: ${ok ? "ok" : "FAILED"} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

/** Counts test cases from a JSON report (vitest's and Playwright's shapes). */
function countReport(file, kind) {
  if (!existsSync(file)) return { p: 0, f: 1 };
  const r = JSON.parse(readFileSync(file, "utf8"));
  if (kind === "vitest") {
    return {
      p: r.numPassedTests ?? 0,
      f: (r.numFailedTests ?? 0) + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0),
    };
  }
  const s = r.stats ?? {};
  return { p: s.expected ?? 0, f: (s.unexpected ?? 0) + (s.flaky ?? 0) };
}

async function suite(name, fn, report, kind) {
  if (!want(name)) return;
  const t0 = Date.now();
  console.log(`\n━━ ${name}`);
  rmSync(report, { force: true });
  const code = await fn();
  const { p, f } = countReport(report, kind);
  const fails = f || (code !== 0 ? 1 : 0);
  passed += p;
  failed += fails;
  timings.push([name, (Date.now() - t0) / 1000]);
  console.log(`━━ ${name}: ${p} passed, ${fails} failed (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

const t0 = Date.now();
mkdirSync(out, { recursive: true });
ensureDeps();
if (want("e2e")) ensureChromium();

let pg = null;
if (want("vitest")) {
  pg = await startPostgres().catch((e) => {
    console.error("PostgreSQL unavailable:", e.message);
    return null;
  });
  if (!pg) failed++; // server tests must also run on a real PostgreSQL
}
const stopPg = () => pg?.stop();
process.on("exit", stopPg);

await check("lint", () => run(bin("biome"), ["ci", "."]));
await check("contract lint", () =>
  run(bin("redocly"), ["lint", "--config", "openapi/redocly.yaml", "--format", "summary"]),
);
await check("generated types drift", () => run("node", ["scripts/gen.mjs", "--check"]));
await check("import boundaries", () =>
  run(bin("depcruise"), ["--config", ".dependency-cruiser.cjs", "--output-type", "err", "packages", "examples"]),
);
// The source condition: the catalogues import @portico/sdk/rules (RULE_TEXTS), which has no dist before the build.
await check("i18n catalogues", () => run(bin("tsx"), ["--conditions=portico-source", "scripts/check-i18n.ts"]));
await check("typecheck", async () => {
  const projects = ["sdk", "server", "react", "console", "cli"].map((p) => `packages/${p}`);
  projects.push("examples/partner-portal", "bench");
  const codes = await Promise.all(projects.map((p) => run(bin("tsc"), ["-p", p, "--noEmit"])));
  return codes.some((c) => c !== 0) ? 1 : 0;
});

await suite(
  "vitest",
  () =>
    run(
      bin("vitest"),
      ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${join(out, "vitest.json")}`],
      {
        env: { PORTICO_TEST_PG_URL: pg?.url ?? "" },
      },
    ),
  join(out, "vitest.json"),
  "vitest",
);
stopPg();
pg = null;

const built = await check("build", () =>
  run("node", ["scripts/pnpm.mjs", "-r", "--filter", "./packages/*", "--filter", "./examples/*", "run", "build"]),
);
if (built) await check("size budgets", () => run("node", ["scripts/size.mjs"]));
if (built) {
  await check("publint", async () => {
    const pkgs = ["sdk", "react", "cli"].map((p) => `packages/${p}`);
    const codes = await Promise.all(pkgs.map((p) => run(bin("publint"), ["--pack", "npm", "--strict", p])));
    return codes.some((c) => c !== 0) ? 1 : 0;
  });
  // Types as consumers resolve them: the esm-only profile, as these packages ship ESM alone (no CJS to check).
  // react's ./styles.css is a stylesheet (no module, no types), which attw can only report as unresolved.
  await check("attw", async () => {
    const args = { sdk: [], react: ["--exclude-entrypoints", "./styles.css"], cli: [] };
    const codes = [];
    for (const [p, extra] of Object.entries(args)) {
      codes.push(
        await run(bin("attw"), ["--pack", `packages/${p}`, "--profile", "esm-only", "--format", "ascii", ...extra]),
      );
    }
    return codes.some((c) => c !== 0) ? 1 : 0;
  });
}
await check("ladle build", () => run("node", ["scripts/pnpm.mjs", "--filter", "@portico/react", "run", "ladle:build"]));
const e2eReport = join(root, "packages/console/test-results/e2e.json");
await suite(
  "e2e",
  // The source condition makes the in-process server of e2e/globalSetup the workspace source, not a stale dist.
  () =>
    built
      ? run("node", [
          "--conditions=portico-source",
          join(root, "node_modules/@playwright/test/cli.js"),
          "test",
          "-c",
          "packages/console/playwright.config.ts",
        ])
      : Promise.resolve(1),
  e2eReport,
  "playwright",
);

console.log(
  "\ntimings:",
  timings.map(([n, s]) => `${n} ${s.toFixed(0)}s`).join(", "),
  `| total ${((Date.now() - t0) / 1000).toFixed(0)}s`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
