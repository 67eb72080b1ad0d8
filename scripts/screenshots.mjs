#!/usr/bin/env node
// `npm run screenshots`: the console's main screens in light and dark at 1366 and 390 px, into
// docs/screenshots/<screen>-<theme>-<width>.png. Starts the seeded reference server serving the console build
// (as the e2e set-up does), signs in as the demo owner and shoots the viewport only (small files).
// Run through tsx with the source condition (package.json does), so the server is the workspace source.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { startTestServer } from "@portico/server/testing";
import e2eConfig from "../packages/console/playwright.config.ts";
import { buildConsoleIfStale } from "./build-console.mjs";
import { ensureDeps } from "./setup.mjs";

const root = new URL("..", import.meta.url).pathname;
const out = join(root, "docs/screenshots");
const CAFE = 1;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];
const THEMES = ["light", "dark"];
// The e2e set-up's browser: Debian's chromium with the flags of TOOLCHAIN.md.
const LAUNCH = e2eConfig.use?.launchOptions ?? {};

/** The first item of a café list (whatever its envelope), as the demo owner reads it. */
async function first(base, token, path, which = () => true) {
  const res = await fetch(`${base}/v3/businesses/${CAFE}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const body = await res.json();
  const b = body?.result ?? body;
  const items = Array.isArray(b) ? b : (Object.values(b ?? {}).find(Array.isArray) ?? []);
  const item = items.find(which);
  if (!item) throw new Error(`the seeded café has no ${path}`);
  return item;
}

/** The screens, by file name, with their paths (filled from the seed). */
async function screens(base, token) {
  const B = `/businesses/${CAFE}`;
  const inode = await first(base, token, "inodes");
  const activity = await first(base, token, "activities", (a) => (a.mode ?? "modules") === "modules");
  const link = await first(base, token, "links", (l) => l.code);
  return [
    // The landing route (reports/dashboard) has no screen yet: the business settings stand in for it.
    ["business", `${B}/detail`],
    ["inodes", `${B}/inodegroups/inodelist`],
    ["inode-detail", `${B}/inodegroups/${inode.cuid}/info`],
    ["config-groups", `${B}/configgroups/list`],
    ["activities", `${B}/activities`],
    ["activity-editor", `${B}/activities/${activity.id}?actmode=modules`],
    ["guest-portal", `/portal/${link.code}`],
  ];
}

/** Waits for the network to rest and the content area to stop saying 'Loading'. */
async function settle(page) {
  await page.waitForLoadState("networkidle");
  await page
    .locator("main [role=status]", { hasText: /^Loading/ })
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(300); // transitions (the shell's fade-in)
}

ensureDeps();
buildConsoleIfStale();
mkdirSync(out, { recursive: true });
const srv = await startTestServer({ staticDir: join(root, "packages/console/dist") });
const browser = await chromium.launch(LAUNCH);
try {
  const signIn = await browser.newContext({ baseURL: srv.url });
  const page0 = await signIn.newPage();
  await page0.goto("/login");
  await page0.getByLabel("E-mail").fill("demo@portico.dev");
  await page0.getByLabel("Password", { exact: true }).fill("portico-demo");
  await page0.getByRole("button", { name: "Sign in", exact: true }).click();
  await page0.waitForURL(/\/businesses\/\d+\//);
  const state = await signIn.storageState();
  const token = state.cookies.find((c) => c.name === "token")?.value ?? "";
  await signIn.close();
  const list = await screens(srv.url, decodeURIComponent(token));
  for (const theme of THEMES) {
    for (const viewport of SIZES) {
      const ctx = await browser.newContext({
        baseURL: srv.url,
        viewport,
        colorScheme: theme,
        locale: "en-US",
        storageState: state,
      });
      const page = await ctx.newPage();
      for (const [name, path] of list) {
        await page.goto(path);
        await settle(page);
        const file = join(out, `${name}-${theme}-${viewport.width}.png`);
        await page.screenshot({ path: file });
        console.log(`${file.slice(root.length)}`);
      }
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await srv.close();
}
