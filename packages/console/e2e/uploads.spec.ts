import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { testPng } from "../../react/test/testImages";
import { expect, test } from "./cspGuard";

// No console screen mounts ImageUpload yet (the activity editor's banner module will): the flow runs on the
// widget's story page (the react package's ladle build, made before e2e) served by its own reference server.
const build = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "react", "build");

let srv: TestServer;
test.beforeAll(async () => {
  if (!existsSync(join(build, "meta.json"))) throw new Error(`No ladle build in ${build}: run ladle:build first.`);
  // Ladle's runtime evaluates its serialised config: the one build that needs 'unsafe-eval' (a test tool, never served).
  srv = await startTestServer({ staticDir: build, allowScriptEval: true });
});
test.afterAll(async () => {
  await srv?.close();
});

const png = (name: string, bytes: Uint8Array) => ({ name, mimeType: "image/png", buffer: Buffer.from(bytes) });

test("an oversized banner image is refused with its message; a valid one is uploaded and shown", async ({ page }) => {
  await page.goto(`${srv.url}/?story=media--uploads--banner&mode=preview`);
  const input = page.getByLabel("Choose image", { exact: true }).and(page.locator('input[type="file"]'));
  await expect(page.getByText("PNG, JPEG, GIF or WebP; at most 500KB and 600×600 pixels.")).toBeVisible();

  // 500x500 of noise is about 750 KB: over the banner's 500 KB, refused in the browser before any upload.
  let signedUrlCalls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/v3/files/signedurl")) signedUrlCalls++;
  });
  await input.setInputFiles(png("huge.png", testPng(500, 500, true)));
  await expect(page.getByRole("alert")).toHaveText("The image may be at most 500KB.");
  expect(signedUrlCalls).toBe(0);

  // Too wide for the banner's 600 px.
  await input.setInputFiles(png("wide.png", testPng(800, 100)));
  await expect(page.getByRole("alert")).toHaveText("The image may be at most 600 pixels wide.");

  await input.setInputFiles(png("banner.png", testPng(480, 320)));
  const preview = page.getByRole("img", { name: "Preview of Banner" });
  await expect(preview).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(signedUrlCalls).toBe(1);
  // The banner (600 px) gets the small variant by the picker rule, served from own storage.
  await expect(preview).toHaveAttribute("src", /^\/assets\/uploads\/1\/f_[0-9a-f]{16}\/small\.png$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
});

test("the library searches pictures and copies a pick into own storage", async ({ page }) => {
  await page.goto(`${srv.url}/?story=media--uploads--image&mode=preview`);
  await page.getByRole("button", { name: "Library" }).click();
  const dialog = page.getByRole("dialog", { name: "Images" });
  await expect(dialog.getByRole("tab", { name: "My files" })).toHaveAttribute("aria-selected", "true");
  await dialog.getByRole("tab", { name: "Picture search" }).click();
  await dialog.getByLabel("Keywords").fill("coffee");
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(dialog.getByText("2 pictures")).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await dialog
    .getByRole("button", { name: /^Use picture coffee/ })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);
  // An image story has no width limit below 1280: the large variant of the copy in the café's own storage.
  await expect(page.getByTestId("image-url")).toHaveText(/^\/assets\/uploads\/1\/f_[0-9a-f]{16}\/large\.jpg$/);
  await expect(page.getByRole("img", { name: "Preview of Image" })).toBeVisible();
});
