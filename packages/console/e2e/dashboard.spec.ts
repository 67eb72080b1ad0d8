import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./cspGuard";
import { devHeaders, freshEmail, landedBusinessId, signInUi, signUpUi, tokenCookie } from "./helpers";

// The performance dashboard every sign-in lands on: the demo's seeded numbers, and a guest walking a portal
// raising impressions and conversions on an open dashboard live, without a reload.
const PHONE = "+886987650001";

/** The number a figure card shows (its second line). */
const figure = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true }).locator("span").nth(1);

async function lastSmsCode(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/dev/sms?to=${encodeURIComponent(PHONE)}`, { headers: devHeaders() });
  const body = await res.json();
  return /(\d{6})/.exec((body.result ?? body).messages[0].text as string)![1]!;
}

test("the landing dashboard shows the demo's numbers", async ({ page, request }) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/1\/reports\/dashboard/);
  await expect(page.getByRole("heading", { name: "Performance dashboard" })).toBeVisible();
  const headers = { Authorization: `Bearer ${await tokenCookie(page)}` };
  const res = await request.get("/v3/businesses/1/insights/overview?period=1w", { headers });
  const want = await res.json();
  expect(want.impressions.count).toBeGreaterThan(0);
  await expect(figure(page, "Impressions")).toHaveText(want.impressions.count.toLocaleString("en-US"));
  await expect(figure(page, "Conversions")).toHaveText(want.conversions.count.toLocaleString("en-US"));
  await expect(page.getByRole("figure", { name: "Impressions, clicks and conversions per day" })).toBeVisible();
  await expect(page.getByLabel("Health at a glance")).toContainText("Devices online");

  // The period is a filter in the URL; past 1 month shows at least as many impressions.
  await page.getByLabel("Period").selectOption("1m");
  await expect(page).toHaveURL(/period=1m/);
  const month = await (await request.get("/v3/businesses/1/insights/overview?period=1m", { headers })).json();
  await expect(figure(page, "Impressions")).toHaveText(month.impressions.count.toLocaleString("en-US"));
  // A custom range over 30 days is refused with the rule's message.
  await page.getByLabel("Period").selectOption("custom");
  await page.getByLabel("From").fill("2026-01-01");
  await page.getByLabel("To").fill("2026-02-15");
  await expect(page.getByText("The date range is at most 30 days.")).toBeVisible();
});

async function ownerWithPortal(page: Page, request: APIRequestContext) {
  await signUpUi(page, freshEmail("dash"), "dash-pass-1");
  const bid = await landedBusinessId(page);
  const headers = { Authorization: `Bearer ${await tokenCookie(page)}` };
  const branding = await (await request.get(`/v3/businesses/${bid}/branding`, { headers })).json();
  branding.continuePortal.localeSetting.localeHash["en-US"] = {
    language: "English (United States)",
    active: true,
    setting: {},
  };
  expect((await request.put(`/v3/businesses/${bid}/branding`, { headers, data: branding })).ok()).toBe(true);
  const made = await request.post(`/v3/businesses/${bid}/activity-wizards`, {
    headers,
    data: { templateCode: "public", form: { name: "Pier WiFi", venueName: "Pier Café", accessHours: 2 } },
  });
  const activityId = (await made.json()).aId as number;
  const linked = await request.post(`/v3/businesses/${bid}/links`, {
    headers,
    data: { campaignType: "activity", campaignId: activityId, name: "Table sticker" },
  });
  return { bid, link: (await linked.json()) as { porticoUrl: string } };
}

async function guestWalks(browser: Browser, url: string, request: APIRequestContext, owner: Page) {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(new URL(url).pathname);
  await expect(guest.getByRole("heading", { name: "Welcome to Pier Café" })).toBeVisible();
  // The impression is on the owner's open dashboard already.
  await expect(figure(owner, "Impressions")).toHaveText("1");
  await expect(figure(owner, "Conversions")).toHaveText("0");
  await guest.getByLabel("I agree to the terms of service").check();
  await guest.getByLabel("Mobile number").fill(PHONE);
  await guest.getByRole("button", { name: "Send code" }).click();
  await guest.getByLabel("Code").fill(await lastSmsCode(request));
  await guest.getByRole("button", { name: "Verify" }).click();
  await guest.getByRole("button", { name: "Continue" }).click();
  await guest.getByRole("button", { name: "Connect" }).click();
  await expect(guest.getByRole("heading", { name: "You are online" })).toBeVisible();
  await context.close();
}

test("a guest walking the portal raises impressions and conversions on the open dashboard, live", async ({
  page,
  browser,
  request,
}) => {
  const { bid, link } = await ownerWithPortal(page, request);
  await page.goto(`/businesses/${bid}/reports/dashboard`);
  // A new business is shown what to do next, not a blank.
  await expect(page.getByRole("note", { name: "No guests yet in this period" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bind an iNode" })).toBeVisible();
  await expect(figure(page, "Impressions")).toHaveText("0");
  let reloads = 0;
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) reloads++;
  });
  await guestWalks(browser, link.porticoUrl, request, page);
  await expect(figure(page, "Conversions")).toHaveText("1");
  await expect(figure(page, "Registered clients")).toHaveText("1");
  await expect(page.getByLabel("Health at a glance")).toContainText("Guests online now1");
  expect(reloads).toBe(0);
});
