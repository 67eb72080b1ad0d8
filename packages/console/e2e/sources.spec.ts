import { expect, test } from "./cspGuard";
import { freshEmail, landedBusinessId, signUpUi } from "./helpers";

test("a contact source is defined, submitted on save, fed by a csv through preview and confirm, and its rows previewed", async ({
  page,
}) => {
  await signUpUi(page, freshEmail("sources"), "sources-pass-1");
  const bid = await landedBusinessId(page);
  await page.goto(`/businesses/${bid}/air2sources`);
  await expect(page.getByText("No contact sources yet.", { exact: false })).toBeVisible();

  // Add: a draft that opens in the editor.
  await page.getByRole("button", { name: "Add source" }).click();
  const add = page.getByRole("dialog", { name: "Add source" });
  await add.getByLabel("Name").fill("E2E members");
  await add.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/air2sources/\\d+$`));
  await expect(page.getByText("Save the source to import contacts into it.")).toBeVisible();

  // Columns: a bad name is refused in place; a new text column is 8 long.
  await page.getByRole("button", { name: "Add column" }).click();
  await page.getByLabel("Column 1 name").fill("e mail");
  await expect(page.getByText("Use letters, digits, underscore or CJK characters only.")).toBeVisible();
  await page.getByLabel("Column 1 name").fill("email");
  await expect(page.getByLabel("Length")).toHaveValue("8");
  await page.getByLabel("Length").fill("40");
  await page.getByRole("button", { name: "Add column" }).click();
  await page.getByLabel("Column 2 name").fill("點數");
  await page.getByLabel("Data type").nth(1).selectOption("number");
  await page.getByRole("button", { name: "Save" }).click();

  // Saving submits the draft and returns to the list.
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/air2sources$`));
  const row = page.getByRole("row", { name: /E2E members/ });
  await expect(row.getByText("Submitted")).toBeVisible();

  // Import a csv: preview (upload uuid), then confirm.
  await row.getByRole("button", { name: "Edit E2E members" }).click();
  await expect(page.getByTestId("source-import-api")).toContainText("/rows");
  await page.getByRole("button", { name: "Import a file" }).click();
  const dialog = page.getByRole("dialog", { name: "Import into E2E members" });
  const csv = [
    "email,點數",
    ...Array.from({ length: 12 }, (_, i) => `guest${i}@example.test,${i}`),
    "bad@example.test,x",
  ];
  await dialog.getByLabel("File (csv or xlsx, at most 5 MB)").setInputFiles({
    name: "members.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${csv.join("\n")}\n`),
  });
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByText("members.csv: 12 of 13 rows can be imported.")).toBeVisible();
  await expect(dialog.getByText("Line 14: 點數 is not a number.")).toBeVisible();
  await dialog.getByRole("button", { name: "Import 12 rows" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("12 rows imported.", { exact: true })).toBeVisible();

  // The preview: 10 rows a page.
  await page.goto(`/businesses/${bid}/air2sources`);
  await page
    .getByRole("row", { name: /E2E members/ })
    .getByRole("button", { name: "Preview E2E members" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/air2sources/\\d+/detail$`));
  const rows = page.getByRole("table", { name: "Rows" }).locator("tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("guest0@example.test");
  await page.getByRole("button", { name: /next/i }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.last()).toContainText("guest11@example.test");
});
