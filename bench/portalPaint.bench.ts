// The guest portal's first paint and first usable control on a 390 px phone in headless Chromium, under no
// throttling, fast 3G and slow 3G (CDP network emulation): the server-rendered page (/portal/{code}) against
// today's client-rendered one (main's console build: the empty shell that draws once ~450 kB of script have
// arrived, served uncompressed as before) and against this build's own client-rendered path
// (/portal/{code}?render=client: one compressed chunk, no server render), all in the same run. Each sample is a
// fresh browser context (empty cache, a new guest); the cases alternate, so load on the machine hits all alike.
// Usage: npm run bench -- portal-paint   (PORTAL_ROUNDS, default 3; PORTAL_PROFILES=slow to pick profiles by name;
// PORTAL_BASELINE=<git ref> for another baseline build than main, PORTAL_BASELINE=none to skip it)

import type { Browser } from "@playwright/test";
import { createPorticoClient } from "@portico/sdk";
import { launchBrowser } from "./browser";
import {
  buildConsole,
  buildConsoleAt,
  loadPortal,
  type NetProfile,
  type PaintSample,
  PROFILES,
  removeScratch,
} from "./portalPaintPage";
import type { Bench } from "./run";
import { type ServerProcess, startServerProcess } from "./serverProcess";

const ROUNDS = Number(process.env.PORTAL_ROUNDS) || 3;
const CAFE = 1;

const BASELINE = process.env.PORTAL_BASELINE ?? "main";

interface Shared {
  srv: ServerProcess;
  browser: Browser;
  url: string;
  /** The server of the baseline build and the same link there, unless PORTAL_BASELINE=none. */
  main?: { srv: ServerProcess; url: string; scratch: string };
}

let shared: Promise<Shared> | undefined;
/** Benches still to run: the last one's teardown stops the servers and the browser. */
let left = 0;

/** A link to the café's 'Welcome Portal' (terms, SMS or member sign-in, then the grant) on a server. */
async function portalUrl(srv: ServerProcess): Promise<string> {
  const client = createPorticoClient({ baseUrl: srv.url, getToken: () => srv.token });
  const list = await client.GET("/v3/businesses/{businessId}/activities", { params: { path: { businessId: CAFE } } });
  const welcome = list.data.find((a) => a.name === "Welcome Portal") ?? list.data[0]!;
  const link = await client.POST("/v3/businesses/{businessId}/links", {
    params: { path: { businessId: CAFE } },
    body: { campaignType: "activity", campaignId: welcome.id, name: "Bench" },
  });
  return `${srv.url}/portal/${link.data.code}`;
}

/** Builds both consoles, starts a server for each and one browser for every profile. */
function start(): Promise<Shared> {
  shared ??= (async () => {
    const base = BASELINE === "none" ? null : buildConsoleAt(BASELINE);
    const srv = await startServerProcess("PGlite", { staticDir: buildConsole() });
    process.once("exit", () => srv.child.kill());
    const main = base ? await startServerProcess("PGlite", { staticDir: base.dist }) : null;
    if (main) process.once("exit", () => main.child.kill());
    return {
      srv,
      browser: await launchBrowser(),
      url: await portalUrl(srv),
      ...(main && base ? { main: { srv: main, url: await portalUrl(main), scratch: base.dir } } : {}),
    };
  })();
  return shared;
}

type Kind = "main" | "client" | "server";

function paintBench(net: NetProfile, metric: "fcp" | "usable"): Bench {
  const seen: Record<Kind, PaintSample[]> = { main: [], client: [], server: [] };
  const load = (kind: Kind) => async () => {
    const { browser, url, main } = await start();
    const target = kind === "main" ? main!.url : kind === "client" ? `${url}?render=client` : url;
    const s = await loadPortal(browser, target, net);
    seen[kind].push(s);
    return s[metric];
  };
  const what = metric === "fcp" ? "first contentful paint" : "first usable control";
  const kb = (xs: PaintSample[]) => (xs.reduce((n, s) => n + s.bytes, 0) / Math.max(1, xs.length) / 1024).toFixed(1);
  const client = { name: "client-rendered, this build (?render=client)", fn: load("client") };
  const server = { name: "server-rendered (this build)", fn: load("server") };
  return {
    name: `portal-paint ${what}, ${net.name}`,
    rounds: ROUNDS,
    warmup: 0,
    speedup: true,
    baseline: BASELINE === "none" ? client : { name: `client-rendered, today's page (${BASELINE})`, fn: load("main") },
    cases: BASELINE === "none" ? [server] : [client, server],
    async setup() {
      await start();
    },
    async report() {
      const kinds = (Object.keys(seen) as Kind[]).filter((k) => seen[k].length);
      return [`bytes on the wire per load: ${kinds.map((k) => `${k} ${kb(seen[k])} kB`).join(", ")}`];
    },
    async teardown() {
      if (--left > 0) return;
      const s = await shared;
      shared = undefined;
      await s?.browser.close();
      await s?.srv.dispose();
      await s?.main?.srv.dispose();
      if (s?.main) removeScratch(s.main.scratch);
    },
  };
}

const wanted = (process.env.PORTAL_PROFILES ?? "").toLowerCase();
const profiles = PROFILES.filter((p) => !wanted || wanted.split(",").some((w) => p.name.toLowerCase().includes(w)));

const benches: Bench[] = profiles.flatMap((net) => [paintBench(net, "fcp"), paintBench(net, "usable")]);
left = benches.length;
export default benches;
