import { readFileSync } from "node:fs";
import { expect, test } from "./cspGuard";
import { freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

// Days in the business's time zone (a new business keeps Asia/Taipei).
const dayOf = (ms: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Taipei",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(ms));
const DAY = 86_400_000;

test("a check-in counter is made with a supplier; its export corrects an 8-day range to 6 days and downloads", async ({
  page,
}) => {
  await signUpUi(page, freshEmail("checkios"), "checkios-pass-1");
  const bid = await landedBusinessId(page);
  await page.goto(`/businesses/${bid}/apps/checkios`);
  await expect(page.getByText("No check-in counters yet.", { exact: false })).toBeVisible();

  // The editor: name, code rule and a supplier with its report address.
  await page.getByRole("button", { name: "Add counter" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/apps/checkios/0/edit$`));
  await page.getByLabel("Name", { exact: true }).fill("E2E bikes");
  await page.getByLabel("Code prefix").fill("EB");
  await page.getByLabel("Require a code").check();
  await page.getByRole("button", { name: "Add supplier" }).click();
  await page.getByLabel("Supplier ID").fill("harbour");
  await page.getByLabel("Supplier name").fill("Harbour Rentals");
  await page.getByLabel("Report address").fill("https://wms.example/report");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/apps/checkios$`));
  const row = page.getByRole("row", { name: /E2E bikes/ });
  await expect(row).toBeVisible();

  // A counter records a check-in today.
  const cid = Number(
    (
      await (
        await page.request.get(`/v3/businesses/${bid}/checkins`, {
          headers: { authorization: `Bearer ${await tokenCookie(page)}` },
        })
      ).json()
    ).items[0].id,
  );
  const rec = await page.request.post(`/v3/checkins/${cid}/records`, {
    headers: { authorization: `Bearer ${await tokenCookie(page)}` },
    data: { kind: "checkin", orderNo: "E2E-1", name: "Mei Lin", code: "EB0001", supplierId: "harbour", counter: "A" },
  });
  expect(rec.status()).toBe(201);

  // Export: an 8-day range is corrected to 6 days after the start, and the screen says so.
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/apps/checkios/export$`));
  await expect(page.getByLabel("Counter")).toHaveValue(String(cid));
  await page.getByLabel("Mode").selectOption("checkin");
  const now = Date.now();
  const start = dayOf(now - 8 * DAY);
  await page.getByLabel("Start date").fill(start);
  await page.getByLabel("End date").fill(dayOf(now));
  await expect(page.getByLabel("End date")).toHaveValue(dayOf(now - 2 * DAY));
  await expect(page.getByTestId("checkio-range-corrected")).toContainText(`${start} – ${dayOf(now - 2 * DAY)}`);
  const first = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await expect(page.getByText("0 rows exported.")).toBeVisible();
  expect((await first).suggestedFilename()).toMatch(/^Check-in records-\d{8}-\d{6}\.xlsx$/);

  // Today's range holds the check-in: shown as results, and exported as csv.
  await page.getByLabel("Start date").fill(dayOf(now));
  await expect(page.getByLabel("End date")).toHaveValue(dayOf(now));
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page.getByRole("row", { name: /E2E-1/ })).toContainText("Mei Lin");
  await page.getByLabel("File format").selectOption("csv");
  const second = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await expect(page.getByText("1 rows exported.")).toBeVisible();
  const csv = readFileSync((await (await second).path())!, "utf8");
  expect(csv).toContain("E2E-1");
  expect(csv).toContain("Mei Lin");
});
