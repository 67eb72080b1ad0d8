import { expect, type Page, test } from "@playwright/test";
import { freshEmail, landedBusinessId, signInUi, signUpUi, tokenCookie } from "./helpers";

const bidOf = (page: Page) => Number(new URL(page.url()).pathname.split("/")[2]);

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

async function pickBusiness(page: Page, name: string) {
  await page.getByRole("button", { name: /^Current business: / }).click();
  await page.getByRole("menuitemradio", { name }).click();
}

test("a new owner lands on a new 'Unnamed' business, edits it in /detail, adds a second and switches keeping the section", async ({
  page,
}) => {
  const email = freshEmail("tenant");
  await signUpUi(page, email, "tenant-pass-1");
  await expect(page).toHaveURL(/\/businesses\/\d+\/activities\/first-activity$/);
  const first = await landedBusinessId(page);
  await expect(page.getByRole("button", { name: "Current business: Unnamed" })).toBeVisible();
  expect(await cookie(page, "businessId")).toBe(String(first));

  // The business settings screen: the editor as the screen; closing returns to where the user was.
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Business settings" }).click();
  await expect(page).toHaveURL(`/businesses/${first}/detail`);
  const editor = page.getByRole("dialog", { name: "Business settings" });
  await expect(editor.getByLabel("E-mail")).toHaveValue(email);
  await editor.getByLabel("Business name").fill("E2E Café");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  await editor.getByRole("button", { name: "Close" }).first().click();
  await expect(page).toHaveURL(`/businesses/${first}/activities/first-activity`);
  await expect(page.getByRole("button", { name: "Current business: E2E Café" })).toBeVisible();

  // A second business through the switcher's 'Add business'.
  await page.getByRole("button", { name: /^Current business: / }).click();
  await page.getByRole("menuitem", { name: "Add business" }).click();
  const created = page.getByRole("dialog", { name: "New business" });
  await created.getByLabel("Business name").fill("E2E Hotel");
  await created.getByRole("button", { name: "Create business" }).click();
  await expect(page.getByRole("button", { name: "Current business: E2E Hotel" })).toBeVisible();
  const second = bidOf(page);
  expect(second).not.toBe(first);
  await expect(page).toHaveURL(`/businesses/${second}/activities/first-activity`);

  // Switching keeps the section and swaps the bid; the cookie follows.
  await page.goto(`/businesses/${second}/reports/visitors`);
  await pickBusiness(page, "E2E Café");
  await expect(page).toHaveURL(`/businesses/${first}/reports/visitors`);
  expect(await cookie(page, "businessId")).toBe(String(first));
  // Opening the detail of the other business directly switches too.
  await page.goto(`/businesses/${second}/detail`);
  await expect(page.getByRole("dialog", { name: "Business settings" }).getByLabel("Business name")).toHaveValue(
    "E2E Hotel",
  );
  await expect.poll(() => cookie(page, "businessId")).toBe(String(second));
  // Outside a business the page stays and only the current business changes.
  await page.goto("/account/profile");
  await pickBusiness(page, "E2E Café");
  await expect(page).toHaveURL("/account/profile");
  await expect.poll(() => cookie(page, "businessId")).toBe(String(first));
  // bid 0 now picks the cookie's business, keeping the rest of the path.
  await page.goto("/businesses/0/reports/visitors");
  await expect(page).toHaveURL(`/businesses/${first}/reports/visitors`);
  // 'Businesses' lists them all; a row opens that business's settings.
  await page.getByRole("button", { name: "Businesses" }).click();
  const list = page.getByRole("dialog", { name: "Businesses" });
  await expect(list.getByRole("row", { name: /E2E Café/ })).toBeVisible();
  await list.getByRole("row", { name: /E2E Hotel/ }).click();
  await expect(page).toHaveURL(`/businesses/${second}/detail`);
});

test("the read-only sub-account views the café but cannot change it, and cannot reach the hotel at all", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Sign in as a sub-account").check();
  await page.getByLabel("E-mail").fill("staff@portico.dev");
  await page.getByLabel("Password", { exact: true }).fill("portico-staff");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/businesses\/1\/reports\/dashboard$/);
  await expect(page.getByRole("button", { name: "Current business: Portico Café" })).toBeVisible();

  // Its switcher lists the café only.
  await page.getByRole("button", { name: /^Current business: / }).click();
  await expect(page.getByRole("menuitemradio")).toHaveText(["✓Portico Café"]);
  await page.keyboard.press("Escape");

  await page.goto("/businesses/1/detail");
  const editor = page.getByRole("dialog", { name: "Business settings" });
  await expect(editor.getByLabel("Business name")).toHaveValue("Portico Café");
  await expect(editor.getByLabel("Business name")).toBeDisabled();
  await expect(editor.getByLabel("Time zone")).toBeDisabled();
  await expect(editor.getByText("You can view this business but not change it.")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(editor.getByRole("button", { name: "Remove business" })).toHaveCount(0);

  // The server refuses a forced change with 403, and keeps the business.
  const token = await tokenCookie(page);
  const auth = { authorization: `Bearer ${token}` };
  const put = await page.request.put("/v3/businesses/1", { headers: auth, data: { profile: { name: "Hacked" } } });
  expect(put.status()).toBe(403);
  expect((await put.json()).error.code).toBe("FORBIDDEN");
  const mine = await page.request.get("/v3/subscribers/me/businesses", { headers: auth });
  expect(
    ((await mine.json()).result ?? (await mine.json())).map((b: { profile: { name: string } }) => b.profile.name),
  ).toEqual(["Portico Café"]);

  // The hotel: the 404 page in the UI, 404 from the API, and nothing of it on screen.
  await page.goto("/businesses/2/detail");
  await expect(page.getByRole("heading", { name: "Error 404! Page not found." })).toBeVisible();
  await expect(page.getByText("Portico Hotel")).toHaveCount(0);
  await page.goto("/businesses/2/reports/dashboard");
  await expect(page.getByRole("heading", { name: "Error 404! Page not found." })).toBeVisible();
  for (const path of ["/v3/businesses/2/branding", "/v3/businesses/2/preference"]) {
    const res = await page.request.get(path, { headers: auth });
    expect(res.status(), path).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  }
  const hack = await page.request.put("/v3/businesses/2", { headers: auth, data: { profile: { name: "Hacked" } } });
  expect(hack.status()).toBe(404);
  // The cookie never points at the hotel.
  expect(await cookie(page, "businessId")).toBe("1");
});

test("the intro tour walks the business switcher and the account menu, skipping hidden sections", async ({ page }) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\/reports\/dashboard$/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("button", { name: "Take the tour" }).click();
  const tour = page.getByRole("dialog", { name: "Business" });
  await expect(tour).toBeVisible();
  await expect(tour).toBeFocused();
  await expect(tour).toContainText("Switch or add businesses here");
  await tour.getByRole("button", { name: "Next" }).click();
  const account = page.getByRole("dialog", { name: "Account" });
  await expect(account).toContainText("Your profile, account users and sign-out");
  // The activity list exists: its step follows; sections without a screen yet are skipped.
  await account.getByRole("button", { name: "Next" }).click();
  const activity = page.getByRole("dialog", { name: "Marketing campaigns" });
  await expect(activity).toContainText("Build the campaign pages visitors see when they join your WiFi.");
  await activity.getByRole("button", { name: "Back" }).click();
  await page.getByRole("dialog", { name: "Account" }).getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("dialog", { name: "Business" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-tour-step]")).toHaveCount(0);
});

test("the Konami code sets the admin-unlock flag", async ({ page }) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\/reports\/dashboard$/);
  for (const key of [
    "ArrowUp",
    "ArrowUp",
    "ArrowDown",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "ArrowLeft",
    "ArrowRight",
    "b",
    "a",
  ]) {
    await page.keyboard.press(key);
  }
  await expect(page.getByText("Admin tools unlocked.", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("porticoAdminUnlock"))).toBe("1");
});
