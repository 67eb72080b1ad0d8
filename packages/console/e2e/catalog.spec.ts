import { expect, test } from "./cspGuard";
import { freshEmail, landedBusinessId, signUpUi } from "./helpers";

test("an owner adds a product, offers it on a one-page booking, and a voucher's QR page redeems it once", async ({
  page,
  browser,
}) => {
  await signUpUi(page, freshEmail("catalog"), "catalog-pass-1");
  const bid = await landedBusinessId(page);

  // Products: empty list, pid 0 adds one, back on the list.
  await page.goto(`/businesses/${bid}/apps/products`);
  await expect(page.getByText("No products yet.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/apps/products/0/edit$`));
  await page.getByLabel("Name", { exact: true }).fill("Airport pickup");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/apps/products$`));
  await expect(page.getByRole("cell", { name: "Airport pickup", exact: true })).toBeVisible();

  // One-page booking offering it.
  await page.goto(`/businesses/${bid}/apps/opbookings/0/edit`);
  await page.getByLabel("Name", { exact: true }).fill("Shuttle page");
  await page.getByLabel("Airport pickup").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: /Shuttle page/ })).toContainText("Airport pickup");

  // Voucher: QR of the chosen size, its redeem page redeems once.
  await page.goto(`/businesses/${bid}/apps/vouchers/0/edit`);
  await page.getByLabel("Name", { exact: true }).fill("Free drink");
  await page.getByLabel("Code prefix").fill("E2E-");
  await page.getByLabel("QR code size").selectOption("150");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Edit Free drink" }).click();
  const qr = page.getByRole("img", { name: "QR code of Free drink" });
  await expect(qr).toHaveAttribute("width", "150");
  const redeemUrl = (await page.getByText(/\/vouchers\/E2E-/).textContent()) ?? "";
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(redeemUrl.trim());
  await guest.getByRole("button", { name: "Redeem" }).click();
  await expect(guest.getByRole("status")).toHaveText("“Free drink” is redeemed.");
  await guest.goto(redeemUrl.trim());
  await expect(guest.getByRole("status")).toHaveText("“Free drink” was already redeemed.");
  await page.goto(`/businesses/${bid}/apps/vouchers`);
  await expect(page.getByRole("row", { name: /Free drink/ })).toContainText("Redeemed");
});
