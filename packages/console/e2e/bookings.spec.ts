import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./cspGuard";
import { freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
// biome-ignore lint/suspicious/noExplicitAny: API answers read loosely in a test
const unwrap = async (res: { json(): Promise<unknown> }): Promise<any> => {
  const b = (await res.json()) as { result?: unknown };
  return b.result ?? b;
};

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// The owner builds the booking through the API (its coupon, a pickup method, the default formulas).
async function bookingWithCoupon(request: APIRequestContext, token: string, bid: number) {
  const headers = { authorization: `Bearer ${token}` };
  const made = await unwrap(
    await request.post(`/v3/businesses/${bid}/bookings`, { headers, data: { name: "E2E bikes" } }),
  );
  const config = (await unwrap(await request.get(`/v3/bookings/${made.id}/config`, { headers }))) as Record<
    string,
    unknown
  > & { form: Record<string, unknown>; price: Record<string, unknown> };
  config.form = { ...config.form, orderUnits: { min: 1, max: 4 }, orderDays: { min: 1, max: 5 }, stock: 10 };
  config.price = { ...config.price, unitPrice: 500, priceMarkup: 50 };
  config.pickupMethods = [
    { label: "Shop", price: 0, value: "shop-e2e01" },
    { label: "Station", price: 200, value: "station-e2e02" },
  ];
  config.coupons = [
    {
      id: "e2e",
      name: "E2E 20%",
      couponEnabled: true,
      couponStartTs: null,
      couponExpireTs: null,
      derivation: "total * 0.8",
    },
  ];
  const saved = await request.put(`/v3/bookings/${made.id}/config`, { headers, data: config });
  expect(saved.ok(), await saved.text()).toBe(true);
  const job = await unwrap(
    await request.post(`/v3/bookings/${made.id}/coupons/e2e/codes`, { headers, data: { count: 2, prefix: "E2E" } }),
  );
  await expect
    .poll(async () => (await unwrap(await request.get(`/v3/jobs/${job.id}`, { headers }))).state, { timeout: 20_000 })
    .toBe("succeeded");
  const page = (await unwrap(await request.get(`/v3/bookings/${made.id}/coupons/e2e/codes`, { headers }))) as {
    codes: { code: string }[];
  };
  return { bookingId: made.id, code: page.codes[0]!.code };
}

test("an owner builds a booking with a pickup method, previews its price, adds a coupon and generates its codes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpUi(page, freshEmail("bookings"), "bookings-pass-1");
  const bid = await landedBusinessId(page);
  await page.goto(`/businesses/${bid}/apps/bookings`);
  await expect(page.getByText("No bookings yet.", { exact: false })).toBeVisible();

  // Add: the name, then the full-screen editor of the new booking.
  await page.getByRole("button", { name: "Add booking" }).click();
  await page.getByRole("dialog", { name: "Add booking" }).getByLabel("Name").fill("Bike days");
  await page.getByRole("button", { name: "Create" }).click();
  const editor = page.getByRole("dialog", { name: "Booking: Bike days" });
  await expect(editor.getByText("Total: 0")).toBeVisible();
  await editor.getByLabel("Unit price").fill("500");
  await editor.getByLabel("Days", { exact: true }).fill("3");
  // (0 + 500 * 3) * 1 * 100 * 0.01 - 0 + 0 = 1500
  await expect(editor.getByText("Total: 1500")).toBeVisible();
  await editor.locator("fieldset", { hasText: "Pickup methods" }).getByRole("button", { name: "Add method" }).click();
  await editor.getByLabel("Pickup methods 1 label").fill("Airport");
  await editor.getByLabel("Price", { exact: true }).fill("300");
  await expect(editor.getByLabel("Value")).toHaveValue(/^pickup-[a-z0-9]{5}$/);
  await expect(editor.getByText("Total: 1800")).toBeVisible();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();
  const row = page.getByRole("row", { name: /Bike days/ });
  await expect(row.getByRole("cell", { name: "2.0" })).toBeVisible();

  // A coupon: enabled, expiring at the end of a day, 10% off the total.
  await row.getByRole("button", { name: "Coupons of Bike days" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/apps/bookings/\\d+/coupon$`));
  await page.getByRole("button", { name: "Add coupon" }).click();
  const couponDialog = page.getByRole("dialog", { name: "Add coupon" });
  await couponDialog.getByLabel("Name").fill("Ten off");
  await couponDialog.getByLabel("Expiry day (until 23:59:59)").fill("2027-06-30");
  await couponDialog.getByLabel("Derivation on the total").fill("total * 0.9");
  await couponDialog.getByRole("button", { name: "Save" }).click();
  await expect(couponDialog).toBeHidden();
  await expect(page.getByRole("cell", { name: "2027-06-30" })).toBeVisible();

  // Its codes: 10 by default with a prefix, generated by a job.
  await page.getByRole("button", { name: "Codes of Ten off" }).click();
  await page.getByRole("button", { name: "Generate" }).click();
  const gen = page.getByRole("dialog", { name: "Generate" });
  await gen.getByLabel("Prefix").fill("TEN");
  await gen.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText("10 codes, 0 redeemed")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("cell", { name: /^TEN[A-Z2-9]{8}$/ }).first()).toBeVisible();
});

test("a guest books on the public page with a coupon code and pays; the owner sees, cancels and syncs orders", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpUi(page, freshEmail("bookings"), "bookings-pass-1");
  const bid = await landedBusinessId(page);
  const token = (await tokenCookie(page)) ?? "";
  const { bookingId, code } = await bookingWithCoupon(page.request, token, bid);

  // The report shows the booking's public page link; the guest follows it.
  await page.goto(`/businesses/${bid}/reports/booking?bkid=${bookingId}`);
  await expect(page.getByRole("heading", { name: "Booking results" })).toBeVisible();
  const link = page.getByRole("region", { name: "Public booking page" }).getByRole("link");
  await expect(link).toHaveAttribute("href", /\/s\/[A-Za-z0-9]+$/);
  const url = (await link.getAttribute("href")) ?? "";

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(url);
  await expect(guest).toHaveURL(/\/book\//);
  await expect(guest.getByRole("heading", { name: "E2E bikes" })).toBeVisible();
  expect(await seriousAxeViolations(guest)).toEqual([]);
  await guest.getByLabel("From").fill(day(1));
  await guest.getByLabel("To").fill(day(2));
  await guest.getByLabel("Units").fill("2");
  await guest.getByLabel("Pickup").selectOption("station-e2e02");
  await guest.getByLabel("Coupon code").fill(code.toLowerCase());
  await guest.getByRole("button", { name: "See the price" }).click();
  // ((50 + 500 * (1 + 1)) * 2 + 200) * 0.8 = 1840
  await expect(guest.getByTestId("price")).toHaveText("1840");
  await guest.getByLabel("Name").fill("E2E Guest");
  await guest.getByLabel("E-mail").fill("guest@example.test");
  await guest.getByLabel("Card number").fill("4242 4242 4242 4242");
  await guest.getByRole("button", { name: "Pay" }).click();
  const paid = guest.getByRole("status");
  await expect(paid).toHaveAttribute("data-status", "PAYMENT_RECEIVED");
  const paidNo = (await paid.getAttribute("data-order")) ?? "";

  // A declined card: PAYMENT_FAILED.
  await guest.goto(url);
  await guest.getByLabel("From").fill(day(1));
  await guest.getByLabel("To").fill(day(1));
  await guest.getByLabel("Pickup").selectOption("shop-e2e01");
  await guest.getByLabel("Name").fill("E2E Declined");
  await guest.getByLabel("E-mail").fill("declined@example.test");
  await guest.getByLabel("Card number").fill("4000 0000 0000 0002");
  await guest.getByRole("button", { name: "Pay" }).click();
  await expect(guest.getByRole("status")).toHaveAttribute("data-status", "PAYMENT_FAILED");

  // A payment still pending (the sandbox's pending card) until the owner syncs it.
  await guest.getByLabel("Card number").fill("4000 0000 0000 0077");
  await guest.getByRole("button", { name: "Pay" }).click();
  const pending = guest.getByRole("status");
  await expect(pending).toHaveAttribute("data-status", "ORDER_RECEIVED");
  const pendingNo = (await pending.getAttribute("data-order")) ?? "";

  // The owner's report: the paid order with the formula's price, the failed one, and the pending one.
  await page.reload();
  const paidRow = page.getByRole("row", { name: new RegExp(paidNo) });
  await expect(paidRow.getByText("Payment received")).toBeVisible();
  await expect(paidRow.getByRole("cell", { name: "1840", exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("row", { name: /E2E Declined/ })
      .first()
      .getByText(/Payment failed|Order received/),
  ).toBeVisible();
  await paidRow.getByRole("button", { name: `Details of ${paidNo}` }).click();
  const details = page.getByRole("dialog", { name: `Details of ${paidNo}` });
  await expect(details.getByText(code)).toBeVisible();
  await details.getByRole("button", { name: "Close" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The coupon report counts the paid order's redemption (the declined one gave nothing away).
  const reportUrl = page.url();
  await page.goto(`/businesses/${bid}/reports/coupon`);
  const couponRow = page.getByRole("row", { name: /E2E 20%/ });
  await expect(couponRow.getByRole("cell", { name: "1", exact: true })).toBeVisible();
  await page.goto(reportUrl);

  // Sync settles the pending payment; cancel cancels the paid order: each row shows the status the server answers.
  await page.getByRole("button", { name: `Sync order ${pendingNo}` }).click();
  await expect(page.getByRole("row", { name: new RegExp(pendingNo) }).getByText("Payment received")).toBeVisible();
  await paidRow.getByRole("button", { name: `Cancel order ${paidNo}` }).click();
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("row", { name: new RegExp(paidNo) }).getByText("Order canceled")).toBeVisible();

  // Cancelled, the order gives its coupon code back: the report has no redemption of it left.
  await page.goto(`/businesses/${bid}/reports/coupon`);
  await expect(page.getByText("No coupon has been used yet.")).toBeVisible();
  await expect(couponRow).toHaveCount(0);
});
