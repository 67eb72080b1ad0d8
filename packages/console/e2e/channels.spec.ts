import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { signInUi } from "./helpers";

// The seeded café's Counter iNode: bound, so its reports land in the café.
const COUNTER_AC = "00C0FFEE0001";

test("a domain search finds a domain that a device reported through the ingest API", async ({ page, request }) => {
  const domain = `e2e-${Date.now()}.channels.example`;
  const announce = await request.post("/v3/device/announce", { data: { ac: COUNTER_AC, modelId: "iN-200" } });
  expect(announce.ok()).toBe(true);
  const { authorization } = (await announce.json()) as { authorization: string };
  const report = await request.post("/v3/device/reports", {
    headers: { authorization },
    data: {
      batchId: `e2e-dns-${Date.now()}`,
      items: [
        {
          kind: "dns",
          ts: Math.floor(Date.now() / 1000) - 30,
          clientMac: "3C:22:FB:0E:2E:01",
          clientIp: "172.18.1.42",
          domain,
          type: "A",
          result: "NOERROR",
          answer: "93.184.1.1",
        },
      ],
    },
  });
  expect(report.ok()).toBe(true);
  expect((await report.json()).accepted).toBe(1);

  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\//);
  await page.goto("/businesses/1/channels/dashboard");
  await expect(page.getByRole("heading", { name: "Channels dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Carriers overview" })).toBeVisible();
  const search = page.locator("section", { has: page.getByRole("heading", { name: "Domain search" }) }).last();
  await search.getByLabel("Domain").fill(domain.slice(0, 18));
  await search.getByRole("button", { name: "Search" }).click();
  await expect(search.getByRole("cell", { name: domain })).toBeVisible();

  // Every query: the client and the iNode that saw it.
  await search.getByLabel("Every query").check();
  await search.getByRole("button", { name: "Search" }).click();
  await expect(search.getByRole("cell", { name: /3C:22:FB:0E:2E:01/ })).toBeVisible();
});

test("the channels dashboard refuses a range over 30 days", async ({ page }) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\//);
  await page.goto("/businesses/1/channels/dashboard?from=2026-01-01&to=2026-03-01");
  await expect(page.getByText("The range may span at most 30 days.").first()).toBeVisible();
});

test.describe("menu type si", () => {
  let srv: TestServer;
  test.beforeAll(async () => {
    const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
    srv = await startTestServer({ menuType: "si", staticDir: dist });
  });
  test.afterAll(() => srv?.close());

  test("lands on the channels dashboard, and other routes are forced there", async ({ page }) => {
    await page.goto(`${srv.url}/login`);
    await page.getByLabel("E-mail").fill("demo@portico.dev");
    await page.getByLabel("Password", { exact: true }).fill("portico-demo");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/businesses\/\d+\/channels\/dashboard/);
    await expect(page.getByRole("heading", { name: "Channels dashboard" })).toBeVisible();
    await page.goto(`${srv.url}/businesses/1/reports/dashboard`);
    await expect(page).toHaveURL(/\/businesses\/1\/channels\/dashboard/);
  });
});
