// One guest-portal page load in headless Chromium on a 390 px phone over an emulated network (CDP
// Network.emulateNetworkConditions): when the first contentful paint came, when the first step's first control
// became usable (present, enabled and hydrated: React has bound its handlers), and the bytes that crossed the wire.
import { execFileSync, execSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { root } from "./serverProcess";

/** A network profile: round-trip latency and throughput (the figures; DevTools-like presets). */
export interface NetProfile {
  name: string;
  latency: number;
  /** Bytes per second down and up; -1 means no throttling. */
  down: number;
  up: number;
}

export const PROFILES: readonly NetProfile[] = [
  { name: "no throttling", latency: 0, down: -1, up: -1 },
  { name: "fast 3G (150 ms, 1.6 Mbit/s)", latency: 150, down: 1_600_000 / 8, up: 750_000 / 8 },
  { name: "slow 3G (400 ms, 400 kbit/s)", latency: 400, down: 400_000 / 8, up: 400_000 / 8 },
];

/** What one load measured (ms from the navigation's start). */
export interface PaintSample {
  fcp: number;
  usable: number;
  bytes: number;
}

/** The first step's controls: those of the module card (a section labelled by its heading), not the language menu. */
const STEP_CONTROL = "section[aria-labelledby] :is(button, input, select, textarea):not(:disabled)";

/**
 * Watches, from the first script of the document, for the first contentful paint and for the first step's first
 * control that React has hydrated (its `__reactProps$` key is set when the handlers are bound). A string, not a
 * function: tsx would wrap a function's inner functions in its `__name` helper, which the page does not have.
 */
const WATCH = `(() => {
  const w = window;
  w.__paint = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint" && w.__paint.fcp === undefined) w.__paint.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  const check = () => {
    if (w.__paint.usable !== undefined) return;
    for (const el of document.querySelectorAll(${JSON.stringify(STEP_CONTROL)})) {
      if (Object.keys(el).some((k) => k.startsWith("__reactProps$"))) {
        w.__paint.usable = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Loads `url` in a fresh context (empty cache, new guest) of `browser` over `net` and reads what it measured. */
export async function loadPortal(browser: Browser, url: string, net: NetProfile): Promise<PaintSample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: net.latency,
      downloadThroughput: net.down,
      uploadThroughput: net.up,
    });
    let bytes = 0;
    cdp.on("Network.loadingFinished", (e) => {
      bytes += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    const handle = await page.waitForFunction(
      () => {
        const p = (window as unknown as { __paint?: { fcp?: number; usable?: number } }).__paint;
        return p?.fcp !== undefined && p.usable !== undefined ? p : null;
      },
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const { fcp, usable } = (await handle.jsonValue()) as { fcp: number; usable: number };
    return { fcp, usable, bytes };
  } finally {
    await context.close();
  }
}

/** Builds the console (its two pages and the portal's server renderer) from the sources into packages/console/dist. */
export function buildConsole(): string {
  execFileSync(process.execPath, [join(root, "scripts/pnpm.mjs"), "--filter", "@portico/console", "run", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return join(root, "packages/console/dist");
}

/**
 * Builds the console of another commit (`main`: today's client-rendered portal page, as guests get it now) in a
 * scratch copy that borrows this checkout's node_modules, and returns its dist (no dist-ssr beside it, no .br or
 * .gz files: the server sends that page as it did). The caller removes `dir` afterwards.
 */
export function buildConsoleAt(ref: string): { dist: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-main-"));
  execSync(
    `git archive ${ref} tsconfig.base.json package.json packages/console packages/react packages/sdk | tar -x -C ${dir}`,
    { cwd: root },
  );
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  for (const pkg of ["console", "react", "sdk"]) {
    const modules = join(root, "packages", pkg, "node_modules");
    if (existsSync(modules))
      cpSync(modules, join(dir, "packages", pkg, "node_modules"), { recursive: true, verbatimSymlinks: true });
  }
  // vanilla-extract's compiler (main's config) takes @portico/sdk from its dist, as `npm start` builds it first.
  execFileSync(process.execPath, [join(dir, "packages/sdk/node_modules/tsup/dist/cli-default.js")], {
    cwd: join(dir, "packages/sdk"),
    stdio: ["ignore", "ignore", "inherit"],
  });
  execFileSync(process.execPath, [join(dir, "packages/console/node_modules/vite/bin/vite.js"), "build"], {
    cwd: join(dir, "packages/console"),
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { dist: join(dir, "packages/console/dist"), dir };
}

/** Removes a scratch copy of {@link buildConsoleAt}. */
export const removeScratch = (dir: string) => rmSync(dir, { recursive: true, force: true });
