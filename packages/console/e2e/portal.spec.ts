import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./cspGuard";
import { devHeaders, freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

// A fresh owner makes a 'Public WiFi' activity (SMS or member sign-in, then the grant) with the wizard, offers the
// portal in English too, and gives it a short link; a guest in a new browser (no account) walks it to the grant.
const PHONE = "+886987654321";
const locale = (language: string) => ({ language, active: true, setting: {} });

type Link = { id: number; code: string; porticoUrl: string };
type Owner = { bid: number; headers: Record<string, string>; activityId: number; link: Link };

/** Signs a fresh owner up and gives them the activity, its English portal and its short link. */
async function ownerWithActivity(page: Page, request: APIRequestContext, tag: string): Promise<Owner> {
  await signUpUi(page, freshEmail(tag), `${tag}-pass-1`);
  const bid = await landedBusinessId(page);
  const headers = { Authorization: `Bearer ${await tokenCookie(page)}` };
  // Offer the portal in English too (a new business has Traditional Chinese only).
  const branding = await (await request.get(`/v3/businesses/${bid}/branding`, { headers })).json();
  branding.continuePortal.localeSetting.localeHash["en-US"] = locale("English (United States)");
  expect((await request.put(`/v3/businesses/${bid}/branding`, { headers, data: branding })).ok()).toBe(true);
  const made = await request.post(`/v3/businesses/${bid}/activity-wizards`, {
    headers,
    data: { templateCode: "public", form: { name: "Harbour WiFi", venueName: "Harbour Café", accessHours: 2 } },
  });
  expect(made.ok()).toBe(true);
  const activityId = (await made.json()).aId as number;
  const linked = await request.post(`/v3/businesses/${bid}/links`, {
    headers,
    data: { campaignType: "activity", campaignId: activityId, name: "Counter sticker" },
  });
  expect(linked.ok()).toBe(true);
  return { bid, headers, activityId, link: (await linked.json()) as Link };
}

/** A phone-sized browser of the guest's own, never signed in, on the link's short URL. */
async function guestOn(browser: Browser, link: Link) {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(new URL(link.porticoUrl).pathname);
  await expect(guest).toHaveURL(new RegExp(`/portal/${link.code}$`));
  await expect(guest.getByRole("heading", { name: "Welcome to Harbour Café" })).toBeVisible();
  return { context, guest };
}

async function lastSmsCode(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/dev/sms?to=${encodeURIComponent(PHONE)}`, { headers: devHeaders() });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  const text: string = (body.result ?? body).messages[0].text;
  return /(\d{6})/.exec(text)![1]!;
}

test("a guest opens an activity's short link, signs in by SMS and is online, with the visit recorded", async ({
  page,
  browser,
  request,
}) => {
  const { headers, activityId, link } = await ownerWithActivity(page, request, "portal");
  const { context, guest } = await guestOn(browser, link);
  await expect(guest.getByText("Step 1 of 2")).toBeVisible();
  const { violations } = await new AxeBuilder({ page: guest }).analyze();
  expect(violations).toEqual([]);

  // The terms of the first module come first: nothing can be sent before the guest agrees.
  await expect(guest.getByRole("button", { name: "Send code" })).toBeDisabled();
  await expect(guest.getByRole("button", { name: "Continue" })).toBeDisabled();
  await guest.getByLabel("I agree to the terms of service").check();
  await guest.getByLabel("Mobile number").fill(PHONE);
  await guest.getByRole("button", { name: "Send code" }).click();
  await expect(guest.getByRole("button", { name: /^Send again in \d+ s$/ })).toBeVisible();
  await guest.getByLabel("Code").fill(await lastSmsCode(request));
  await guest.getByRole("button", { name: "Verify" }).click();
  await expect(guest.getByText(`Signed in as ${PHONE}`)).toBeVisible();
  await guest.getByRole("button", { name: "Continue" }).click();
  await expect(guest.getByText("Step 2 of 2")).toBeVisible();
  await guest.getByRole("button", { name: "Connect" }).click();
  await expect(guest.getByRole("heading", { name: "You are online" })).toBeVisible();
  await expect(guest.getByText(/^Your access lasts until .+\.$/)).toBeVisible();

  // A reload resumes the same, granted session.
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "You are online" })).toBeVisible();

  // Recorded: the session (the guest's own credential) is granted for the activity's 2 hours, the short link's
  // click is in its statistics, and the activity's insights count the impression, sign-in and conversion.
  const sid = await guest.evaluate((c) => sessionStorage.getItem(`portico.portal.session.${c}`), link.code);
  const session = await (await request.get(`/v3/portal/sessions/${sid}`)).json();
  expect(session.step).toBe(session.activity.modules.length);
  expect(session.signedIn).toMatchObject({ method: "sms", phone: PHONE });
  expect(session.granted.expiresTs - session.granted.grantedTs).toBe(7200);
  const month = new Date(session.granted.grantedTs * 1000).toISOString().slice(0, 7);
  const info = await request.get(`/v3/links/${link.id}/info?month=${month}&utcOffset=0`, { headers });
  expect(info.ok()).toBe(true);
  expect((await info.json()).total).toBeGreaterThanOrEqual(1);
  const insights = await request.get(`/v3/activities/${activityId}/insights`, { headers });
  expect(insights.ok()).toBe(true);
  // The reload resumed the session: still one impression, by one guest.
  expect(await insights.json()).toMatchObject({ impressions: 1, uniqueImpressions: 1, signIns: 1, conversions: 1 });
  await context.close();
});

test("a guest signs in with the business's own OAuth2 app through the local provider", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { bid, headers, activityId, link } = await ownerWithActivity(page, request, "portaloauth");
  const app = await request.post(`/v3/businesses/${bid}/auth-apps`, {
    headers,
    data: {
      name: "Harbour ID",
      provider: "oauth2",
      config: {
        clientId: "e2e-client",
        clientSecret: "e2e-secret",
        authorizeUrl: `${baseURL}/dev/oauth2/authorize`,
        tokenUrl: `${baseURL}/dev/oauth2/token`,
        userInfoUrl: `${baseURL}/dev/oauth2/userinfo`,
        caption: "Continue with Harbour ID",
      },
    },
  });
  expect(app.ok()).toBe(true);
  const appId = (await app.json()).id as number;
  // The owner offers the app on the login module, as the editor's login methods would.
  const activity = await (await request.get(`/v3/activities/${activityId}`, { headers })).json();
  const modules = activity.modules.map((m: { profile: { mode: string; loginMethods?: object } }) =>
    m.profile.mode === "login"
      ? {
          ...m,
          profile: {
            ...m.profile,
            loginMethods: { ...m.profile.loginMethods, [`app:${appId}`]: { enabled: true, order: 9 } },
          },
        }
      : m,
  );
  expect((await request.put(`/v3/activities/${activityId}`, { headers, data: { modules } })).ok()).toBe(true);

  const { context, guest } = await guestOn(browser, link);
  await guest.getByLabel("I agree to the terms of service").check();
  await guest.getByRole("button", { name: "Continue with Harbour ID" }).click();
  await guest.getByLabel("User name").fill("Alice");
  await guest.getByRole("button", { name: "Allow" }).click();
  await expect(guest).toHaveURL(new RegExp(`/portal/${link.code}$`));
  await expect(guest.getByText("Signed in as Alice")).toBeVisible();
  // Back from the app the page is new: the terms of the first module are asked again before Continue.
  await expect(guest.getByRole("button", { name: "Continue" })).toBeDisabled();
  await guest.getByLabel("I agree to the terms of service").check();
  await guest.getByRole("button", { name: "Continue" }).click();
  await guest.getByRole("button", { name: "Connect" }).click();
  await expect(guest.getByRole("heading", { name: "You are online" })).toBeVisible();
  await context.close();
});

test("the owner types a module's texts in English in the editor; a guest reading English gets them", async ({
  page,
  browser,
  request,
}) => {
  const { bid, activityId, link } = await ownerWithActivity(page, request, "portaltexts");
  await page.goto(`/businesses/${bid}/activities/${activityId}?actmode=modules`);
  await page.getByRole("button", { name: "Edit Welcome to Harbour Café" }).click();
  const dialog = page.getByRole("dialog", { name: "Login module" });
  const texts = dialog.getByRole("region", { name: "Texts per language" });
  await expect(texts.getByRole("combobox", { name: "Language" })).toHaveValue("en-US");
  await texts.getByLabel("Module name (English (United States))").fill("Harbour WiFi, in English");
  await texts.getByLabel("Continue button caption (English (United States))").fill("Onwards");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("saved", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("This activity has been saved.", { exact: true }).first()).toBeVisible();

  const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(`/portal/${link.code}`);
  await expect(guest.getByRole("heading", { name: "Harbour WiFi, in English" })).toBeVisible();
  await expect(guest.getByRole("button", { name: "Onwards" })).toBeVisible();
  // In the default language the guest reads what the owner typed in the module's own fields.
  await guest.getByLabel("Language").selectOption("zh-TW");
  await expect(guest.getByRole("heading", { name: "Welcome to Harbour Café" })).toBeVisible();
  await context.close();
});

test("a guest on an unknown link is told it was not found", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const guest = await context.newPage();
  await guest.goto("/portal/nope1234");
  await expect(guest.getByText("This link was not found. It may have expired or been removed.")).toBeVisible();
  await context.close();
});
