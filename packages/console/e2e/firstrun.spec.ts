import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { freshEmail, signUpUi, tokenCookie, wifiServer } from "./helpers";

// Issue 13's first hour, as a new owner walks it in the wifi menu type (guide mode on): sign up, name the business,
// make the first activity, assign its portal, make the first configuration and the first iNode group with a
// simulated device; then a guest on the SSID the owner typed, on that device, goes online on that activity.
// Its own server in the wifi menu type (like guide.spec.ts); the browser is in Tokyo, the machine in UTC.
const srv = wifiServer();
test.use({ timezoneId: "Asia/Tokyo", locale: "en-US" });

const SSID = "Harbour Guests";

async function api(request: APIRequestContext, page: Page, path: string) {
  const res = await request.get(`${srv.current.url}${path}`, {
    headers: { Authorization: `Bearer ${await tokenCookie(page)}` },
  });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return body.result ?? body;
}

/** A phone of a guest who joined the SSID: the device's captive-portal redirect is the hotspot's portal URL. */
async function guestGoesOnline(browser: Browser, porticoUrl: string) {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(`${srv.current.url}${new URL(porticoUrl).pathname}`);
  await expect(guest.getByRole("button", { name: "Continue" })).toBeVisible();
  // The first module may carry the terms: the guest agrees first.
  const terms = guest.getByRole("checkbox");
  if (await terms.count()) await terms.first().check();
  await guest.getByRole("button", { name: "Continue" }).click();
  await guest.getByRole("button", { name: "Connect" }).click();
  await expect(guest.getByRole("heading", { name: "You are online" })).toBeVisible();
  await context.close();
}

test("a new owner's first run ends with the portal live on the SSID they typed, on the device they bound", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpUi(page, freshEmail("firstrun"), "firstrun-pass-1", srv.current.url);
  await expect(page).toHaveURL(/\/businesses\/[1-9]\d*\/activities\/first-activity$/);
  const bid = Number(new URL(page.url()).pathname.split("/")[2]);
  const guide = page.getByRole("region", { name: "Getting started" });
  await expect(guide).toContainText("0 of 3 steps done");
  // The business was made with the browser's time zone, not the machine's.
  expect((await api(request, page, `/v3/businesses/${bid}`)).profile.timeZone).toBe("Asia/Tokyo");

  // 1. The first activity: the business is named before anything guests see is made from it.
  await page.getByRole("radio", { name: "Bus WiFi" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  const businessName = page.getByLabel("Business name");
  await expect(businessName).toHaveValue("Unnamed");
  await businessName.fill("Harbour Café");
  await page.getByLabel(/^Video URL/).fill("https://videos.example/welcome.mp4");
  await page.getByRole("button", { name: "Complete" }).click();
  const done = page.getByRole("dialog", { name: "Congratulations! Your first marketing campaign is ready." });
  await done.getByRole("button", { name: "Assign WiFi Captive Portal to SSID" }).click();

  // 2. The first configuration: named after the business, in the browser's time zone, the activity on its SSIDs.
  await expect(page).toHaveURL(/\/configgroups\/first-config-group\?activity=\d+$/);
  const base = page.getByLabel("WiFi name (SSID)");
  await expect(base).toHaveValue("Harbour Café WiFi");
  await base.fill(SSID);
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  await expect(page.getByLabel(`Activity on ${SSID}`, { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel(`Activity on ${SSID}`, { exact: true }).locator("option:checked")).toHaveText(
    "Bus WiFi",
  );
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page).toHaveURL(/\/configgroups\/list$/);
  await expect(guide).toContainText("2 of 3 steps done");

  // 3. The first iNode group: the existing configuration, its SSID, the device found on the network.
  const found = await srv.current.server.simulator!.discoverDevice({ businessId: bid, modelId: "iN-200" });
  await page.goto(`${srv.current.url}/businesses/${bid}/inodegroups/list`);
  await expect(page).toHaveURL(/\/inodegroups\/first-inode-group$/);
  await page.getByLabel("New devices on your network").selectOption(found.ac);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("SSID", { exact: true })).toHaveValue(SSID);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Configuration")).toHaveValue(/^\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "This group uses" })).toHaveText(
    `This group uses the configuration 'My First Setting': guests join ${SSID}. ${SSID} shows the portal of 'Bus WiFi'.`,
  );
  await page.getByRole("button", { name: "Complete" }).click();
  const progress = page.getByRole("dialog", { name: "Binding progress" });
  await expect(progress).toBeVisible();
  await srv.current.server.simulator!.tick();
  await progress.getByRole("button", { name: "Go to iNode groups" }).click();
  await expect(page).toHaveURL(/\/inodegroups\/list$/);
  // Guide mode's three steps are done: the progress goes and the menus come back.
  await expect(guide).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main menu" })).not.toHaveAttribute("data-guide-hidden", /.+/);

  const configs = await api(request, page, `/v3/businesses/${bid}/config-groups`);
  expect(configs.map((c: { name: string }) => c.name)).toEqual(["My First Setting"]);
  expect(configs[0].timeZone).toBe("Asia/Tokyo");
  expect((await api(request, page, `/v3/businesses/${bid}`)).profile.name).toBe("Harbour Café");
  const nodes = await api(request, page, `/v3/businesses/${bid}/inodes`);
  expect(nodes.inodes.map((n: { ac: string }) => n.ac)).toEqual([found.ac]);
  const cuid = nodes.inodes[0].cuid as string;

  // 4. The device's SSID sends a guest to the activity's portal, and the guest goes online. The owner offers the
  // portal in English too (a new business offers Traditional Chinese only), the guest's phone language.
  const headers = { Authorization: `Bearer ${await tokenCookie(page)}` };
  const branding = await api(request, page, `/v3/businesses/${bid}/branding`);
  branding.continuePortal.localeSetting.localeHash["en-US"] = {
    language: "English (United States)",
    active: true,
    setting: {},
  };
  expect(
    (await request.put(`${srv.current.url}/v3/businesses/${bid}/branding`, { headers, data: branding })).ok(),
  ).toBe(true);
  const hotspot = await request.get(`${srv.current.url}/v3/hotspots/${cuid}/portal?ssid=${encodeURIComponent(SSID)}`);
  expect(hotspot.ok()).toBe(true);
  const portal = await hotspot.json();
  expect(portal).toMatchObject({ cuid, ssid: SSID, activityName: "Bus WiFi" });
  await guestGoesOnline(browser, portal.porticoUrl);
});
