import { expect, test } from "@playwright/test";
import { wifiServer } from "./helpers";

// Guide mode belongs to the wifi menu type: this file starts its own server in that mode.
const srv = wifiServer();

test("guide mode hides the wifi, short URL, apps, performance and remarketing menus until its steps are done", async ({
  page,
  request,
}) => {
  const tokenRes = await request.post(`${srv.current.url}/auth/token`, {
    data: {
      grant_type: "password",
      username: "demo@portico.dev",
      password: "portico-demo",
      client_id: "portico-console",
    },
  });
  expect(tokenRes.ok()).toBe(true);
  const token = (await tokenRes.json()).access_token as string;
  const setSteps = async (status: Record<string, boolean>) => {
    const res = await request.put(`${srv.current.url}/v3/businesses/1/preference`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status },
    });
    expect(res.status()).toBe(200);
  };
  await setSteps({
    enableGuideMode: true,
    isFirstActivityDone: false,
    isFirstConfigGroupDone: false,
    isFirstINodeGroupDone: false,
  });

  await page.goto(`${srv.current.url}/login`);
  await page.getByLabel("E-mail").fill("demo@portico.dev");
  await page.getByLabel("Password", { exact: true }).fill("portico-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/businesses\/1\/reports\/dashboard$/);

  const menu = page.getByRole("navigation", { name: "Main menu" });
  const guide = page.getByRole("region", { name: "Getting started" });
  await expect(menu).toHaveAttribute("data-guide-hidden", "wifi apps performance remarketing");
  await expect(guide).toContainText("0 of 3 steps done");
  await expect(guide).toContainText("Next: create your first marketing campaign");
  await expect(guide.getByRole("progressbar")).toHaveAttribute("value", "0");
  // The business menu stays.
  await expect(menu.getByRole("link", { name: "Business settings" })).toBeVisible();

  await setSteps({ isFirstActivityDone: true });
  await page.reload();
  await expect(guide).toContainText("1 of 3 steps done");
  await expect(guide).toContainText("Next: create your first configuration group");
  await expect(menu).toHaveAttribute("data-guide-hidden", "wifi apps performance remarketing");

  await setSteps({ isFirstConfigGroupDone: true });
  await page.reload();
  await expect(guide).toContainText("Next: create your first iNode group");

  await setSteps({ isFirstINodeGroupDone: true });
  await page.reload();
  await expect(menu.getByRole("link", { name: "Business settings" })).toBeVisible();
  await expect(guide).toHaveCount(0);
  await expect(menu).not.toHaveAttribute("data-guide-hidden", /.+/);

  // Guide mode switched off hides nothing, even with steps left.
  await setSteps({ enableGuideMode: false, isFirstActivityDone: false });
  await page.reload();
  await expect(menu.getByRole("link", { name: "Business settings" })).toBeVisible();
  await expect(guide).toHaveCount(0);
  await expect(menu).not.toHaveAttribute("data-guide-hidden", /.+/);
});
