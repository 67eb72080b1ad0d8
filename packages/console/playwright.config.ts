import { defineConfig } from "@playwright/test";

/**
 * e2e against one reference server (started in-process by e2e/globalSetup.ts) serving the console build
 * (`vite build` first). One Chromium: Debian's, at /usr/bin/chromium.
 */
export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/globalSetup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: "./test-results/artifacts",
  reporter: [["list"], ["json", { outputFile: "./test-results/e2e.json" }]],
  use: {
    // globalSetup puts the server's URL here before the tests read the config's `use`.
    baseURL: process.env.PORTICO_E2E_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
