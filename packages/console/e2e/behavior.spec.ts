import { expect, test } from "@playwright/test";
import { signInUi, tokenCookie } from "./helpers";
import { CAFE } from "./routeWalk";

// Days of the café's time zone (Asia/Taipei), as the report counts them.
const taipeiDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Taipei" }).format(new Date(Date.now() + offsetDays * 86_400_000));

test.beforeEach(async ({ page }) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\//);
});

test("the behaviour report of one iNode shows its guests", async ({ page }) => {
  const token = await tokenCookie(page);
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await page.request.get(`/v3/businesses/${CAFE}/inodes?limit=100`, { headers })).json();
  // The seeded iNode with the most guests in the last 30 days, and its numbers as the API gives them.
  let best = { cuid: "", name: "", active: 0, browsers: new Set<string>() };
  for (const i of list.inodes as { cuid: string; nickname: string | null }[]) {
    const r = await (await page.request.get(`/v3/inodes/${i.cuid}/reports`, { headers })).json();
    const days = r.reports as { clients: { activeClients: number }; analReport: { browser: Record<string, number> } }[];
    const active = days.reduce((n, d) => n + d.clients.activeClients, 0);
    if (active > best.active)
      best = {
        cuid: i.cuid,
        name: i.nickname || i.cuid,
        active,
        browsers: new Set(days.flatMap((d) => Object.keys(d.analReport.browser))),
      };
  }
  expect(best.active).toBeGreaterThan(0);

  await page.goto(`/businesses/${CAFE}/reports/behavior`);
  await page.getByLabel("Report of").selectOption("inode");
  await page.getByLabel("iNode", { exact: true }).selectOption(best.cuid);
  await expect(page).toHaveURL(new RegExp(`scope=inode.*cuid=${best.cuid}`));
  await expect(page.getByText("Active clients", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(
    String(best.active),
  );
  // The browser chart's text alternative lists the iNode's browsers.
  const browser = page.getByRole("figure", { name: "Browser" });
  await browser.getByRole("button", { name: "Show as table" }).click();
  for (const b of best.browsers) await expect(browser.getByRole("rowheader", { name: b, exact: true })).toBeVisible();
  for (const title of ["Gender", "Age", "Locale", "Platform", "Location"])
    await expect(page.getByRole("figure", { name: title })).toBeVisible();
});

test("a range over 30 days or past today is corrected, and the server refuses it", async ({ page }) => {
  await page.goto(`/businesses/${CAFE}/reports/behavior?from=2020-01-01&to=2099-12-31`);
  await expect(page.getByText("The range was corrected: at most 30 days and no date past today.")).toBeVisible();
  await expect(page.getByLabel("To")).toHaveValue(taipeiDay());
  await expect(page.getByLabel("From")).toHaveValue(taipeiDay(-29));
  // Picking a start 40 days back moves it to the 30th day before the end.
  await page.getByLabel("From").fill(taipeiDay(-40));
  await expect(page.getByLabel("From")).toHaveValue(taipeiDay(-29));

  const token = await tokenCookie(page);
  const now = Math.floor(Date.now() / 1000);
  const refused = await page.request.get(`/v3/businesses/${CAFE}/reports?startTs=${now - 40 * 86_400}&endTs=${now}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(400);
});
