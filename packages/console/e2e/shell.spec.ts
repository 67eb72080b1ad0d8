import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./cspGuard";
import { expectShell, signInUi } from "./helpers";

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("unknown pages show 'Error 404! Page not found.' inside the shell", async ({ page }) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expectShell(page, "demo@portico.dev");
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Error 404! Page not found." })).toBeVisible();
  await page.goto("/businesses/0/inodes");
  await expect(page.getByRole("heading", { name: "Deprecated" })).toBeVisible();
  await page.goto("/businesses");
  await expect(page).toHaveURL(/\/businesses\/[1-9]\d*\/reports\/dashboard$/);
});

test("the language switcher changes the shell's language and the lang cookie", async ({ page }) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expectShell(page, "demo@portico.dev");
  await page.getByLabel("Language").selectOption("tw");
  await expect(page.getByRole("navigation", { name: "導覽路徑" })).toContainText("成效儀表板");
  const lang = (await page.context().cookies()).find((c) => c.name === "lang");
  expect(lang?.value).toBe("tw");
  await page.reload();
  await expect(page.getByRole("navigation", { name: "導覽路徑" })).toBeVisible();
  await page.getByLabel("語言").selectOption("ru");
  await expect(page.getByRole("button", { name: /Меню учётной записи/ })).toBeVisible();
});

test("the mobile layout under 979 px turns the sidebar into a drawer; the toggle collapses it on desktop", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expectShell(page, "demo@portico.dev");
  await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "mobile");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Show or hide the menu" }).first().click();
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "desktop");
  await expect(menu).toBeVisible();
  // The layout toggle collapses the desktop sidebar and brings it back.
  const toggle = page.getByRole("button", { name: "Show or hide the menu" }).first();
  await toggle.click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(menu).toBeVisible();
});

test("axe: no serious violations on the sign-in page and the shell", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expectShell(page, "demo@portico.dev");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the shell's own styles resolve the widgets' theme variables (menu and tab bars are laid out)", async ({
  page,
}) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expectShell(page, "demo@portico.dev");
  await page.goto("/businesses/1/inodegroups/inodelist");
  const menuLink = page.getByRole("navigation", { name: "Main menu" }).getByRole("link").first();
  const tab = page.getByRole("navigation", { name: "iNode groups" }).getByRole("link").first();
  // An unset var() makes the whole padding declaration invalid, i.e. 0px: that is what this guards against.
  for (const el of [menuLink, tab]) {
    await expect(el).toBeVisible();
    expect(await el.evaluate((e) => Number.parseFloat(getComputedStyle(e).paddingLeft))).toBeGreaterThan(0);
  }
});
