import { expect, test } from "@playwright/test";
import { CAFE } from "./routeWalk";
import { signInWithSeededVisitor } from "./seededVisitor";

test("the visitors report finds a visitor by search and filters by gender", async ({ page }) => {
  // A seeded visitor of the last 7 days who left an e-mail.
  const visitor = await signInWithSeededVisitor(page);

  await page.goto(`/businesses/${CAFE}/reports/visitors`);
  await expect(page.getByText(/^\d+ visitors$/)).toBeVisible();
  await expect(page.getByRole("figure", { name: "Location" })).toBeVisible();
  const table = page.getByRole("table", { name: "Authenticated visitors" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(20);

  await page.getByLabel("Search in").selectOption("email");
  await page.getByRole("searchbox", { name: "Search" }).fill(visitor.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(visitor.email);
  await expect(rows.first()).toContainText(visitor.name);
  await expect(page).toHaveURL(/q=email%3A/);

  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await page.getByRole("button", { name: "Another filter" }).click();
  await page.getByLabel("Value").selectOption("female");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The one row of the e-mail search stays until the filtered page arrives: wait for more than one.
  const genderCells = table.locator("tbody tr td:nth-child(4)");
  await expect.poll(async () => (await genderCells.allTextContents()).length).toBeGreaterThan(1);
  expect(new Set(await genderCells.allTextContents())).toEqual(new Set(["Female"]));
});
