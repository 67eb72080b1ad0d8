// DeviceMap from mount to its first painted clusters, data loading included, with MAP_DEVICES (default 5,000; the
// issue: 50,000) iNodes in one business, in headless Chromium, on PGlite and (BENCH_PG_URL) PostgreSQL. The case is
// the default (the server clusters the view: one listINodeClusters call); the baseline is the way before it,
// `clustering="browser"`: the counts, then every location in pages of 1,000 (6 at a time), clustered with
// supercluster in the page. The page (bench/map) is built with Vite from the sources and served by the server
// process, seeded with PORTICO_SEED_SCALE; each sample is a fresh browser. A sample is onReady's `totalMs` (mount
// to the painted frame); the render alone (`ms`, from having the data) is reported under the table.
import { rmSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { buildBenchPage } from "./benchPage";
import { launchBrowser } from "./browser";
import type { Bench } from "./run";
import { type BenchDb, benchDbs, type ServerProcess, startServerProcess } from "./serverProcess";

const DEVICES = Number(process.env.MAP_DEVICES) || 5_000;
const ROUNDS = Number(process.env.MAP_ROUNDS) || 2;
const CAFE = 1;

type Mode = "server" | "browser";
interface Ready {
  devices: number;
  ms: number;
  totalMs: number;
}

const launch = launchBrowser;

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

// One page build for every database's bench; its temp dir goes when the process ends.
let page: Promise<string> | undefined;
let pageDir = "";
process.once("exit", () => pageDir && rmSync(pageDir, { recursive: true, force: true }));

function mapBench(db: BenchDb): Bench {
  let srv: ServerProcess;
  const seen: Record<Mode, Ready[]> = { server: [], browser: [] };

  /**
   * Opens the page in a fresh browser and resolves to DeviceMap's time from mount. A browser per sample: in a
   * shared one, a page's first frames waited ~10 s (renderer idle) for the compositor to finish with the last one.
   */
  const render = (mode: Mode) => async () => {
    const browser: Browser = await launch();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      const q = new URLSearchParams({ token: srv.token, business: String(CAFE), clustering: mode });
      await tab.goto(`${srv.url}/?${q}`);
      const handle = await tab.waitForFunction(() => window.__deviceMapReady, undefined, { timeout: 900_000 });
      const ready = (await handle.jsonValue()) as Ready;
      seen[mode].push(ready);
      return ready.totalMs;
    } finally {
      await browser.close();
    }
  };

  return {
    name: `map (${db}, ${DEVICES} devices, headless Chromium, from mount with data)`,
    rounds: ROUNDS,
    // Setup loads one page of each kind to warm the server's queries; the samples' browsers start cold.
    warmup: 0,
    speedup: true,
    async setup() {
      page ??= buildBenchPage("map");
      pageDir = await page;
      srv = await startServerProcess(db, { scale: DEVICES, staticDir: pageDir });
      await render("server")();
      await render("browser")();
      seen.server = [];
      seen.browser = [];
    },
    teardown: () => srv?.dispose(),
    baseline: { name: 'every location, clustered in the browser ("browser")', fn: render("browser") },
    cases: [{ name: "the view's clusters from the server (default)", fn: render("server") }],
    async report() {
      const line = (m: Mode) => {
        const xs = seen[m];
        return `${m}: ${xs[0]?.devices ?? 0} devices in the first view; render alone (data in hand) ${mean(xs.map((x) => x.ms)).toFixed(0)} ms mean`;
      };
      return [line("server"), line("browser")];
    },
  };
}

export default benchDbs().map(mapBench);

declare global {
  interface Window {
    __deviceMapReady?: Ready;
  }
}
