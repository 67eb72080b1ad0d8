import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { expect, test } from "./cspGuard";

// The table-card editor has no console screen yet: it is driven through its story in the ladle build of
// @portico/react (made before e2e, as for the stories' axe check), served by its own reference server.
const build = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "react", "build");
const meta = join(build, "meta.json");

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let srv: TestServer;
test.beforeAll(async () => {
  if (!existsSync(meta)) throw new Error(`No ladle build in ${build}: run the react package's ladle:build first.`);
  // Ladle's runtime evaluates its serialised config: the one build that needs 'unsafe-eval' (a test tool, never served).
  srv = await startTestServer({ staticDir: build, allowScriptEval: true });
});
test.afterAll(async () => {
  await srv?.close();
});

test("a table card exported as a PNG of the right size", async ({ page }) => {
  const stories = Object.keys((JSON.parse(readFileSync(meta, "utf8")) as { stories: Record<string, unknown> }).stories);
  const id = stories.find((s) => s.includes("table-card--editor"));
  expect(id, "the table-card story is in the ladle build").toBeTruthy();
  await page.goto(`${srv.url}/?story=${id}&mode=preview`);

  const dialog = page.getByRole("dialog", { name: "Table card: Harbour Café" });
  await dialog.getByRole("button", { name: "Café", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Café", exact: true })).toHaveAttribute("aria-pressed", "true");
  const exportButton = dialog.getByRole("button", { name: "Export PNG" });
  await expect(exportButton).toBeEnabled();

  // Zoom steps are x1.1 and x0.9 of the fitted zoom.
  const level = dialog.getByText(/^Zoom \d+%$/);
  const percent = async () => Number((await level.textContent())!.match(/\d+/)![0]);
  const fitted = await percent();
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  expect(Math.abs((await percent()) - fitted * 1.1)).toBeLessThanOrEqual(1);
  await dialog.getByRole("button", { name: "Zoom out" }).click();
  expect(Math.abs((await percent()) - fitted * 0.99)).toBeLessThanOrEqual(1);

  // Edit the headline from the side panel: text and font weight.
  await dialog.getByLabel("Text to edit").selectOption("headline");
  await dialog.getByLabel("Text", { exact: true }).fill("Harbour Café WiFi");
  await dialog.getByLabel("Font weight").selectOption("800");
  await expect(page.locator("p", { hasText: "Texts: Harbour Café WiFi /" })).toHaveCount(1);

  const downloadPromise = page.waitForEvent("download");
  await exportButton.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("table-card-cafe.png");
  const bytes = readFileSync((await download.path())!);
  expect(pngSize(bytes)).toEqual({ width: 2480, height: 3307 });
});
