// ReportChart with a long time series (CHART_POINTS, default 100,000) in headless Chromium: time from render to
// the first drawn frame, decimated (the default: LTTB to 500 samples) against every point drawn, in one browser
// and one run. The page (bench/chart) is built with Vite from the sources and served from a temp dir.
import { readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import type { Browser } from "@playwright/test";
import { buildBenchPage } from "./benchPage";
import { launchBrowser } from "./browser";
import type { Bench } from "./run";

const POINTS = Number(process.env.CHART_POINTS) || 100_000;
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/** Serves the built page's files (nothing else) on a free loopback port. */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? "/", "http://x").pathname).replace(/^\/+/, "") || "index.html";
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let dir = "";
let server: Server;
let browser: Browser;
let origin = "";

const redraws: Record<"all" | "decimated", number[]> = { all: [], decimated: [] };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const draw = (decimate: boolean) => async () => {
  const tab = await browser.newPage({ viewport: { width: 1100, height: 500 } });
  try {
    await tab.goto(`${origin}/?points=${POINTS}&decimate=${decimate ? 1 : 0}`);
    const handle = await tab.waitForFunction(() => window.__chartDrawn, undefined, { timeout: 300_000 });
    redraws[decimate ? "decimated" : "all"].push((await tab.evaluate(() => window.__chartRedraw)) ?? Number.NaN);
    return (await handle.jsonValue()) as number;
  } finally {
    await tab.close();
  }
};

const bench: Bench = {
  name: `chart (${POINTS} points, headless Chromium, render to first frame)`,
  rounds: Number(process.env.CHART_ROUNDS) || 5,
  speedup: true,
  async setup() {
    dir = await buildBenchPage("chart");
    server = await serve(dir);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  },
  async teardown() {
    await browser?.close();
    server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  },
  baseline: { name: "every point drawn (decimate=false)", fn: draw(false) },
  cases: [{ name: "decimated (default, LTTB to 500 samples)", fn: draw(true) }],
  report: async () => {
    const [all, dec] = [median(redraws.all), median(redraws.decimated)];
    return [
      `one redraw (a tooltip move): every point ${all.toFixed(1)} ms, decimated ${dec.toFixed(1)} ms (${(all / dec).toFixed(1)}x)`,
    ];
  },
};

export default bench;

declare global {
  interface Window {
    __chartDrawn?: number;
    __chartRedraw?: number;
  }
}
