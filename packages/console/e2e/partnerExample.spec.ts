import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { devHeaders } from "./helpers";

// `npm run example:partner` as a partner runs it from a fresh clone: the root script serves the example's dev
// server with the API proxied to PORTICO_API_URL, here the run's e2e server. `--no-build`: `npm test` built every
// package once before e2e, so only a missing build would fail here, never a second build.
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

let child: ChildProcess | undefined;
let url = "";

test.beforeAll(async () => {
  test.setTimeout(60_000);
  child = spawn("node", [join(root, "scripts/example-partner.mjs"), "--no-build"], {
    cwd: root,
    env: { ...process.env, PORTICO_API_URL: process.env.PORTICO_E2E_URL, PORTICO_EXAMPLE_PORT: "5190" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /partner portal example: (http\S+)/.exec(output);
      if (m?.[1]) resolve(m[1]);
    };
    child?.stdout?.on("data", onData);
    child?.stderr?.on("data", onData);
    child?.on("exit", (code) => reject(new Error(`example-partner exited (${code}):\n${output}`)));
  });
});
test.afterAll(() => {
  child?.kill("SIGTERM");
});

test("npm run example:partner serves the example against the running server, with Portico's stylesheet", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // the dev server compiles the widgets on the first request
  await page.goto(url);
  await page.getByLabel("Work e-mail").fill("demo@portico.dev");
  await page.getByLabel("Password").fill("portico-demo");
  await page.getByRole("button", { name: "Enter the portal" }).click();
  await expect(page.locator(".acme-user")).toHaveText("demo@portico.dev", { timeout: 30_000 });

  // Data from the server, through the dev server's proxy: the seed's property in Portico's switcher.
  const switcher = page.getByRole("complementary", { name: "Property" }).getByRole("button");
  await expect(switcher).toContainText("Portico Café");

  // The built stylesheet (@portico/react/styles.css) is on the page with its rules, and the widget wears the
  // partner's appearance (border radius and font from the provider's variables).
  const rules = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>("style[data-vite-dev-id]")]
      .filter((s) => s.dataset.viteDevId?.endsWith("packages/react/dist/index.css"))
      .map((s) => s.sheet?.cssRules.length ?? 0),
  );
  expect(rules).toHaveLength(1);
  expect(rules[0]).toBeGreaterThan(100);
  await expect(switcher).toHaveCSS("border-top-left-radius", "2px");
  await expect(switcher).toHaveCSS("font-family", /Georgia/);

  // A live widget with the server's data: the café's hotspots, the seed's offline Terrace among them. The shared
  // server's simulator may have brought it back during earlier specs (a recovery chance per tick): offline again.
  const off = await request.post("/dev/simulator/devices/c0ffee0000000003/offline", { headers: devHeaders() });
  expect(off.ok()).toBe(true);
  await page.getByRole("button", { name: "Devices", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotspots · Portico Café");
  await expect(page.getByRole("row", { name: /Terrace/ }).first()).toContainText("Offline");
});
