import { expect, test } from "@playwright/test";
import { freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test("a short link's statistics showing the guest's click", async ({ page, browser, request }) => {
  await signUpUi(page, freshEmail("shortlinks"), "shortlinks-pass-1");
  const bid = await landedBusinessId(page);
  const token = await tokenCookie(page);
  const made = await request.post(`/v3/businesses/${bid}/activities`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "E2E Harbour Portal" },
  });
  expect(made.ok()).toBe(true);

  // The dialog: save stays disabled until campaign type, content and name are all set.
  await page.goto(`/businesses/${bid}/channels/shorturl`);
  await page.getByRole("button", { name: "Add short link" }).click();
  const dialog = page.getByRole("dialog", { name: "Add short link" });
  const save = dialog.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await dialog.getByLabel("Campaign type").selectOption("activity");
  await dialog.getByLabel("Content").selectOption({ label: "E2E Harbour Portal" });
  await expect(save).toBeDisabled();
  await dialog.getByLabel("Name").fill("Front desk");
  await save.click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: /Front desk/ });
  await expect(row.getByRole("img", { name: "QR code of Front desk" })).toBeVisible();
  const shortUrl = (await row.getByRole("link", { name: /\/s\/[A-Za-z0-9]+$/ }).textContent()) ?? "";
  expect(shortUrl).toMatch(/\/s\/[A-Za-z0-9]{8}$/);

  // A guest on a phone opens the short link in a browser of its own; the click is recorded before the redirect.
  const guest = await browser.newContext({ userAgent: IPHONE, locale: "ja-JP" });
  const guestPage = await guest.newPage();
  const res = await guestPage.goto(shortUrl);
  expect(res?.request().redirectedFrom()?.url()).toBe(shortUrl);
  expect(new URL(guestPage.url()).pathname).toBe(`/portal/${shortUrl.split("/s/")[1]}`);
  await guest.close();

  // The statistics: this month (the default), then the single day, both showing the click.
  await row.getByRole("button", { name: "Statistics of Front desk" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/channels/shorturl/\\d+/statistics`));
  await expect(page.getByRole("heading", { name: "Statistics of Front desk" })).toBeVisible();
  await expect(page.getByText("Total clicks: 1")).toBeVisible();
  // Each chart's numbers are behind its table toggle (the chart's text alternative).
  const tableOf = async (title: string) => {
    const figure = page.getByRole("figure", { name: title });
    await figure.getByRole("button", { name: "Show as table" }).click();
    return figure.getByRole("table", { name: title });
  };
  await expect((await tableOf("Browser")).getByRole("row", { name: "Mobile Safari 1" })).toBeVisible();
  await expect((await tableOf("Platform")).getByRole("row", { name: "Mobile 1" })).toBeVisible();
  await expect((await tableOf("OS")).getByRole("row", { name: "iOS 1" })).toBeVisible();
  await expect((await tableOf("Locale")).getByRole("row", { name: "ja-JP 1" })).toBeVisible();
  await expect((await tableOf("Referrer")).getByRole("row", { name: "Direct 1" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Clicks per day" })).toBeVisible();
  // A click, not check(): the radio follows the URL, so its state changes a render after the click.
  await page.getByRole("radio", { name: "Single day" }).click();
  await expect(page).toHaveURL(/mode=day/);
  await expect(page.getByRole("radio", { name: "Single day" })).toBeChecked();
  await expect(page.getByText("Total clicks: 1")).toBeVisible();
  await expect(page.getByRole("img", { name: "Clicks per hour" })).toBeVisible();
});
