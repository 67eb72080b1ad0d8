import { type Browser, chromium } from "@playwright/test";

/** Debian's headless Chromium (BENCH_CHROMIUM for another), with the launch flags of TOOLCHAIN.md. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
