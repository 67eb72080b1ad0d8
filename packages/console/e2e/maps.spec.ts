import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./cspGuard";
import { devHeaders, freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

const unwrap = async <T>(res: {
  ok(): boolean;
  json(): Promise<unknown>;
  status(): number;
  text(): Promise<string>;
}): Promise<T> => {
  expect(res.ok(), `HTTP ${res.status()}: ${res.ok() ? "" : await res.text()}`).toBe(true);
  const body = (await res.json()) as { result?: T };
  return (body.result ?? body) as T;
};

/** A fresh owner with one simulated iNode bound to their new business (through the dev simulator and the API). */
async function ownerWithDevice(page: Page, request: APIRequestContext, tag: string) {
  await signUpUi(page, freshEmail(tag), "maps-pass-1");
  const bid = await landedBusinessId(page);
  const headers = { Authorization: `Bearer ${await tokenCookie(page)}` };
  const found = await unwrap<{ ac: string; modelId: string }>(
    await request.post("/dev/simulator/discover", { headers: devHeaders(), data: { businessId: bid } }),
  );
  const inode = await unwrap<{ cuid: string }>(
    await request.post(`/v3/businesses/${bid}/inodes`, {
      headers,
      data: { ac: found.ac, modelId: found.modelId, nickname: "E2E Lobby" },
    }),
  );
  return { bid, headers, cuid: inode.cuid };
}

/** Serious or critical axe violations inside one widget. */
async function axeProblems(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(", ")}`);
}

const count = (page: Page, key: "online" | "offline" | "total") => page.locator(`[data-count="${key}"]`);

test("a floor-plan marker dragged and saved stays where it was dropped after a reload", async ({ page, request }) => {
  const { bid, headers, cuid } = await ownerWithDevice(page, request, "floorplan");
  const center = { latitude: 25.033, longitude: 121.5654 };
  const plan = await unwrap<{ id: number }>(
    await request.post(`/v3/businesses/${bid}/floor-plans`, {
      headers,
      data: {
        name: "E2E floor",
        zoom: 18,
        center,
        layers: [
          {
            name: "Floor 1",
            url: "data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2010%2010%22%3E%3Crect%20width%3D%2210%22%20height%3D%2210%22%20fill%3D%22%23eee%22%2F%3E%3C%2Fsvg%3E",
            opacity: 80,
            bounds: { north: 25.0335, south: 25.0325, east: 121.5662, west: 121.5646 },
          },
        ],
      },
    }),
  );
  await unwrap(
    await request.put(`/v3/businesses/${bid}/inode-locations`, {
      headers,
      data: { locations: [{ cuid, planId: plan.id, location: center }] },
    }),
  );

  await page.goto(`/businesses/${bid}/inodegroups/map`);
  await expect(page.getByLabel("Floor plan", { exact: true })).toHaveValue(String(plan.id));
  const marker = page.locator(`.leaflet-marker-icon[data-cuid="${cuid}"]`);
  await expect(marker).toBeVisible();
  const start = (await marker.boundingBox())!;
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y + 30, { steps: 5 });
  await page.mouse.move(x + 120, y + 60, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText("Unsaved marker moves: 1")).toBeVisible();
  const dropped = (await page.locator(`.leaflet-marker-icon[data-cuid="${cuid}"]`).boundingBox())!;
  expect(dropped.x - start.x).toBeGreaterThan(100);

  await page.getByRole("button", { name: "Save locations" }).click();
  await expect(page.getByText("Device locations saved.", { exact: true })).toBeVisible();
  const saved = await unwrap<{ planId: number; location: { latitude: number; longitude: number } }>(
    await request.get(`/v3/inodes/${cuid}`, { headers }),
  );
  expect(saved.planId).toBe(plan.id);
  // Dragged right and down: east and south of where it was.
  expect(saved.location.longitude).toBeGreaterThan(center.longitude);
  expect(saved.location.latitude).toBeLessThan(center.latitude);

  await page.reload();
  const after = page.locator(`.leaflet-marker-icon[data-cuid="${cuid}"]`);
  await expect(after).toBeVisible();
  const box = (await after.boundingBox())!;
  expect(Math.abs(box.x - dropped.x)).toBeLessThan(3);
  expect(Math.abs(box.y - dropped.y)).toBeLessThan(3);
  await expect(page.getByText(/Unsaved marker moves/)).toHaveCount(0);
  expect(await axeProblems(page, 'section[aria-label="Floor plans"]')).toEqual([]);
});

test("an owner's device map sits in the iNode groups' map tab and follows a device going offline without a reload", async ({
  page,
  request,
}) => {
  const { bid, cuid } = await ownerWithDevice(page, request, "devicemap");
  await unwrap(await request.post(`/dev/simulator/devices/${cuid}/online`, { headers: devHeaders() }));
  const refused: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 403) refused.push(r.url());
  });

  // Through the iNode groups tabs to the map tab (a business with no group yet opens the list on its wizard).
  await page.goto(`/businesses/${bid}/inodegroups/inodelist`);
  await page
    .getByRole("navigation", { name: "iNode groups" })
    .getByRole("link", { name: "Map and floor plans" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/inodegroups/map$`));
  const map = page.locator('section[aria-label="Device map"]');
  await expect(map.locator('[data-count="online"]')).toContainText("1");
  await expect(map.locator('[data-count="offline"]')).toContainText("0");
  await expect(page.getByTitle("E2E Lobby (Online)")).toBeVisible();
  await expect(map.getByRole("row", { name: /E2E Lobby/ })).toContainText("Online");
  await expect(page.locator('section[aria-label="Floor plans"]')).toBeVisible();

  // Marks this document: a reload would drop the mark.
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await unwrap(await request.post(`/dev/simulator/devices/${cuid}/offline`, { headers: devHeaders() }));
  await expect(map.locator('[data-count="offline"]')).toContainText("1");
  await expect(map.locator('[data-count="online"]')).toContainText("0");
  await expect(page.getByTitle("E2E Lobby (Offline)")).toBeVisible();
  await expect(map.getByRole("row", { name: /E2E Lobby/ })).toContainText("Offline");
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await axeProblems(page, 'section[aria-label="Device map"]')).toEqual([]);

  // Not a platform administrator: /system/inodes shows the selected business's devices, says so, and never asks
  // the administrators' endpoints (no refused request in the browser).
  await page.goto("/system/inodes");
  await expect(page.getByText(/The map of every device is for platform administrators/)).toBeVisible();
  await expect(count(page, "offline")).toContainText("1");
  expect(refused).toEqual([]);
});
