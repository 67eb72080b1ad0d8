import { expect, test } from "@playwright/test";
import { freshEmail, landedBusinessId, signUpUi, tokenCookie, wifiServer } from "./helpers";

// The guide belongs to the wifi menu type: the guide test uses a server of this file's own in that mode, started
// before the tests so that its start-up does not eat the test's time.
const wifi = wifiServer();

// Issue 5, Done means: a new business completes the wizard with the restaurant template, sees the congratulation
// dialog and the new activity in the list; then the list duplicates (' Copy') and removes (with its confirm), and a
// guest walks the live portal of that activity to the grant, with the impression and conversion recorded.
test("a new business makes its first activity with the restaurant template, then duplicates and removes one", async ({
  page,
  browser,
  request,
}) => {
  await signUpUi(page, freshEmail("activities"), "activities-pass-1");
  const bid = await landedBusinessId(page);
  await expect(page).toHaveURL(`/businesses/${bid}/activities/first-activity`);

  // Step 1: the nine templates as a radio group.
  await expect(page.getByRole("heading", { name: "Create your first marketing campaign" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(9);
  await page.getByRole("radio", { name: "Restaurant" }).check();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: the template's form; an invalid field is refused and nothing typed is lost.
  await expect(page.getByText("Step 2 of 2: Restaurant")).toBeVisible();
  await page.getByLabel("Activity name *").fill("E2E Dinner WiFi");
  await page.getByLabel("Restaurant name").fill("Chez E2E");
  await page.getByLabel("Menu URL").fill("menu.pdf");
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByText("Invalid Form Field Detected!")).toBeVisible();
  await expect(
    page.getByText("Please make sure all fields are filled correctly before updating activity settings."),
  ).toBeVisible();
  await expect(page.getByLabel("Restaurant name")).toHaveValue("Chez E2E");
  await page.getByLabel("Menu URL").fill("https://chez-e2e.example/menu");
  await page.getByRole("button", { name: "Complete" }).click();

  const done = page.getByRole("dialog", { name: "Congratulations! Your first marketing campaign is ready." });
  await expect(done).toBeVisible();
  await expect(done.getByRole("button", { name: "Assign WiFi Captive Portal to SSID" })).toBeVisible();
  await done.getByRole("button", { name: "Go to Marketing Campaigns List" }).click();

  await expect(page).toHaveURL(`/businesses/${bid}/activities`);
  const row = (name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
  await expect(row("E2E Dinner WiFi")).toBeVisible();

  // The server marked the first-activity guide step.
  const pref = await page.request.get(`/v3/businesses/${bid}/preference`, {
    headers: { Authorization: `Bearer ${await tokenCookie(page)}` },
  });
  const body = await pref.json();
  expect((body.result ?? body).status.isFirstActivityDone).toBe(true);

  // Duplicate: a copy named with ' Copy' appears when the list reloads (1 s after the add).
  await page.getByRole("button", { name: "Duplicate E2E Dinner WiFi" }).click();
  await expect(row("E2E Dinner WiFi Copy")).toBeVisible();

  // The name filter lives in the query string.
  await page.getByLabel("Filter by name").fill("Copy");
  await expect(page).toHaveURL(`/businesses/${bid}/activities?activityName=Copy`);
  await expect(row("E2E Dinner WiFi")).toHaveCount(0);
  await page.getByRole("button", { name: "Clear the filter" }).click();
  await expect(row("E2E Dinner WiFi")).toBeVisible();

  // Remove, after 'Do you really want to delete this activity?'.
  await page.getByRole("button", { name: "Remove E2E Dinner WiFi Copy" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask.getByText("Do you really want to delete this activity?")).toBeVisible();
  await ask.getByRole("button", { name: "OK" }).click();
  await expect(row("E2E Dinner WiFi Copy")).toHaveCount(0);
  await expect(row("E2E Dinner WiFi")).toBeVisible();

  // Edit opens the editor route with actmode=modules.
  await page.getByRole("button", { name: "Edit E2E Dinner WiFi" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/activities/\\d+\\?actmode=modules$`));

  // The wizard gave the activity its link: a guest (own phone-sized browser, no account) follows it.
  const aid = Number(/\/activities\/(\d+)/.exec(page.url())![1]);
  const headers = { Authorization: `Bearer ${await tokenCookie(page)}` };
  const activity = await (await request.get(`/v3/activities/${aid}`, { headers })).json();
  // The portal speaks the business's portal languages (a new one has Traditional Chinese only): add English.
  const branding = await (await request.get(`/v3/businesses/${bid}/branding`, { headers })).json();
  branding.continuePortal.localeSetting.localeHash["en-US"] = {
    language: "English (United States)",
    active: true,
    setting: {},
  };
  expect((await request.put(`/v3/businesses/${bid}/branding`, { headers, data: branding })).ok()).toBe(true);
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(new URL(activity.links[0].porticoUrl).pathname);
  await expect(guest.getByRole("heading", { name: "Welcome to Chez E2E" })).toBeVisible();
  // The terms come first (nothing is sent before), then a new member: the portal asks for a name once the e-mail
  // is unknown.
  await guest.getByLabel("I agree to the terms of service").check();
  await guest.getByLabel("E-mail").fill("diner@example.com");
  await guest.getByLabel("Password").fill("diner-pass-1");
  await guest.getByRole("button", { name: "Sign in" }).click();
  await guest.getByLabel("Your name").fill("Dina");
  await guest.getByRole("button", { name: "Sign in" }).click();
  await expect(guest.getByText("Signed in as Dina")).toBeVisible();
  await guest.getByRole("button", { name: "Continue" }).click();
  await guest.getByRole("button", { name: "Skip" }).click(); // the menu
  await guest.getByRole("button", { name: "Get my coupon" }).click();
  await expect(guest.getByText("Your coupon code")).toBeVisible();
  await guest.getByRole("button", { name: "Continue" }).click();
  await guest.getByRole("button", { name: "Connect" }).click();
  await expect(guest.getByRole("heading", { name: "You are online" })).toBeVisible();
  await context.close();
  const insights = await (await request.get(`/v3/activities/${aid}/insights`, { headers })).json();
  expect(insights).toMatchObject({ impressions: 1, uniqueImpressions: 1, signIns: 1, conversions: 1 });
});

test("completing the wizard moves the guide on to the first configuration group without a reload", async ({ page }) => {
  const email = freshEmail("activities-guide");
  await signUpUi(page, email, "activities-pass-2", wifi.current.url);
  await expect(page).toHaveURL(/\/businesses\/[1-9]\d*\/activities\/first-activity$/);

  const guide = page.getByRole("region", { name: "Getting started" });
  await expect(guide).toContainText("0 of 3 steps done");
  await page.getByRole("radio", { name: "Restaurant" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(
    page.getByRole("dialog", { name: "Congratulations! Your first marketing campaign is ready." }),
  ).toBeVisible();
  // The open dialog hides the page from the accessibility tree: read the guide's step attribute instead.
  await expect(page.locator("[data-guide-step]")).toHaveAttribute("data-guide-step", "configGroup");
  await expect(page.locator("[data-guide-step]")).toContainText("1 of 3 steps done");

  await page.getByRole("button", { name: "Assign WiFi Captive Portal to SSID" }).click();
  await expect(page).toHaveURL(/\/businesses\/\d+\/configgroups\/(list|first-config-group\?activity=\d+)$/);
});
