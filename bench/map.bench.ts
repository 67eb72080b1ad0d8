// DeviceMap's first render with MAP_DEVICES (default 5,000; the issue: 50,000) iNodes in one business, clustered
// (supercluster) against `clustering={false}` (one plain marker per device, the baseline), in headless Chromium. The page
// (bench/map) is built with Vite from the sources and served by the server process, seeded with PORTICO_SEED_SCALE.
// A sample is DeviceMap's own onReady `ms`: from having the data and the map to the painted frame with every
// marker or cluster; each sample is a fresh page. The time from mount (data loading included) is reported too.
import { rmSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { launchBrowser } from "./browser";
import { buildMapPage } from "./mapPage";
import type { Bench } from "./run";
import { type ServerProcess, startServerProcess } from "./serverProcess";

const DEVICES = Number(process.env.MAP_DEVICES) || 5_000;
const ROUNDS = Number(process.env.MAP_ROUNDS) || 2;
const CAFE = 1;

interface Ready {
  devices: number;
  ms: number;
  totalMs: number;
}

let srv: ServerProcess;
let browser: Browser | undefined;
let pageDir = "";
const seen = new Map<boolean, Ready[]>([
  [true, []],
  [false, []],
]);

const launch = launchBrowser;

/**
 * Opens the page in a fresh browser and resolves to the render time DeviceMap reported. A browser per sample:
 * in a shared one, the frames of a page after a plain 5,000-marker page waited ~10 s (renderer idle) for the
 * compositor to finish with the closed one.
 */
function render(clustering: boolean) {
  return async () => {
    browser = await launch();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const q = new URLSearchParams({ token: srv.token, business: String(CAFE), clustering: clustering ? "1" : "0" });
      await page.goto(`${srv.url}/?${q}`);
      const handle = await page.waitForFunction(() => window.__deviceMapReady, undefined, { timeout: 900_000 });
      const ready = (await handle.jsonValue()) as Ready;
      seen.get(clustering)!.push(ready);
      return ready.ms;
    } finally {
      await browser.close();
    }
  };
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

const bench: Bench = {
  name: `map (${DEVICES} devices, headless Chromium)`,
  rounds: ROUNDS,
  // Every sample is a fresh browser (no warm JS heap to carry over); setup loads one clustered page to
  // warm the server's queries instead of a plain one, which takes minutes at 50,000 markers.
  warmup: 0,
  speedup: true,
  async setup() {
    pageDir = await buildMapPage();
    srv = await startServerProcess("PGlite", { scale: DEVICES, staticDir: pageDir });
    await render(true)();
    seen.set(true, []);
  },
  async teardown() {
    await srv?.dispose();
    if (pageDir) rmSync(pageDir, { recursive: true, force: true });
  },
  baseline: { name: "plain markers (clustering={false})", fn: render(false) },
  cases: [{ name: "clustered (default)", fn: render(true) }],
  async report() {
    const line = (c: boolean) => {
      const xs = seen.get(c)!;
      return `${c ? "clustered" : "plain"}: ${xs[0]?.devices ?? 0} devices drawn; from mount (data loading included) ${mean(xs.map((x) => x.totalMs)).toFixed(0)} ms mean`;
    };
    return [line(true), line(false)];
  },
};

export default bench;

declare global {
  interface Window {
    __deviceMapReady?: Ready;
  }
}
