import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { CAFE } from "./routeWalk";
import { signInWithSeededVisitor } from "./seededVisitor";

test("the visitors export downloads an xlsx holding exactly the rows the report shows", async ({ page }) => {
  // A seeded visitor of the last 7 days who left an e-mail.
  const visitor = await signInWithSeededVisitor(page);

  await page.goto(`/businesses/${CAFE}/reports/visitors`);
  await page.getByLabel("Search in").selectOption("email");
  await page.getByRole("searchbox", { name: "Search" }).fill(visitor.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const rows = page.getByRole("table", { name: "Authenticated visitors" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);

  // The server makes the file as a job (progress shown), then the browser downloads it from its signed link.
  const download = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const path = await file.path();

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 2)).toEqual(["Name", "E-mail"]);
  expect(sheet.actualRowCount).toBe(2);
  const [name, email] = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(email).toBe(visitor.email);
  expect(name).toBe(visitor.name);
});
