import { lotteryWorkbook, sampleCandidates } from "@portico/server/testing";
import { expect, test } from "./cspGuard";
import { freshEmail, landedBusinessId, signUpUi } from "./helpers";

test("a lottery imported from xlsx draws a winner, once per prize, on its public page", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpUi(page, freshEmail("lotteries"), "lotteries-pass-1");
  const bid = await landedBusinessId(page);
  await page.goto(`/businesses/${bid}/apps/lotteries`);
  await expect(page.getByText("No lotteries yet.", { exact: false })).toBeVisible();

  // Add: name, title and the Dark Red template; the saved lottery stays open with its import and data.
  await page.getByRole("button", { name: "Add lottery" }).click();
  const dialog = page.getByRole("dialog", { name: "New lottery" });
  await dialog.getByLabel("Name", { exact: true }).fill("E2E party");
  await dialog.getByLabel("Title of the draw page").fill("E2E lucky draw");
  await dialog.getByRole("radio", { name: "Dark Red" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  const edit = page.getByRole("dialog", { name: "Lottery E2E party" });
  await expect(edit.getByText("No candidates yet: import them from Excel.")).toBeVisible();

  // Import: upload (uuid), preview of the sheets, confirm the overwrite, the job imports.
  await edit.getByRole("button", { name: "Import from Excel" }).click();
  const imp = page.getByRole("dialog", { name: "Import E2E party from Excel" });
  await imp.getByLabel("Excel file (.xlsx)").setInputFiles({
    name: "party.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await lotteryWorkbook([["Bike", 1]], sampleCandidates(30)),
  });
  await imp.getByRole("button", { name: "Upload and preview" }).click();
  await expect(imp.getByText("Candidates: 30 rows")).toBeVisible();
  await expect(imp.getByText("Prizes: 1 rows")).toBeVisible();
  await imp.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(imp).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText("30 candidates and 1 prizes imported.", { exact: true })).toBeVisible();
  await expect(edit.getByRole("cell", { name: "Guest 1", exact: true }).first()).toBeVisible();

  // The public draw page (signed link): draw the prize, then the winner stays recorded.
  const href = await edit.getByRole("link", { name: "Open the draw page" }).getAttribute("href");
  expect(href).toMatch(/\/lottery\/\d+\?expires=\d+&sig=[0-9a-f]{64}$/);
  await page.goto(href!);
  await expect(page.getByRole("heading", { name: "E2E lucky draw" })).toBeVisible();
  await expect(page.getByText("30 candidates")).toBeVisible();
  await page.getByRole("button", { name: "Draw: Bike" }).click();
  const winner = page.locator("ol[data-winners] li");
  await expect(winner).toHaveCount(1);
  const name = (await winner.textContent()) ?? "";
  expect(name).toMatch(/^Guest \d+$/);
  await page.reload();
  await expect(page.locator("ol[data-winners] li")).toHaveText(name);
  await expect(page.getByRole("button", { name: "Draw: Bike" })).toHaveCount(0);
  // Without the signature there is nothing to see or draw.
  await page.goto(href!.replace(/\?.*$/, ""));
  await expect(page.getByRole("alert")).toHaveText("This draw link is not valid or has expired.");

  // Back in the console the prize shows its winner.
  await page.goto(`/businesses/${bid}/apps/lotteries`);
  const row = page.getByRole("row", { name: /E2E party/ });
  await expect(row.getByText("1 / 1")).toBeVisible();
  await row.getByRole("button", { name: "Edit E2E party" }).click();
  await expect(
    page.getByRole("dialog", { name: "Lottery E2E party" }).getByText(name, { exact: true }).first(),
  ).toBeVisible();
});
