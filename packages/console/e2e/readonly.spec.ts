import type { Page } from "@playwright/test";
import { expect, test } from "./cspGuard";
import { signInUi } from "./helpers";
import { consoleRoutes, settle, signInStaff } from "./routeWalk";

/**
 * The visible write controls (WriteControl and WriteFieldset mark them with data-portico-write) that are enabled,
 * and the visible enabled buttons whose name says they change something but that carry no mark (a control a widget
 * forgot to pass through the helper), as "route: name" lines.
 */
async function enabledWrites(page: Page) {
  return page.evaluate(() => {
    const shown = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? e.getClientRects().length > 0;
    const enabled = (e: Element) => !e.matches(":disabled") && e.getAttribute("aria-disabled") !== "true";
    const name = (e: Element) => (e.getAttribute("aria-label") || e.textContent || e.tagName).trim().slice(0, 60);
    const marked = [...document.querySelectorAll("[data-portico-write]")].filter((e) => shown(e) && enabled(e));
    const verbs =
      /^(Add|New|Create|Edit|Save|Remove|Delete|Unbind|Rename|Bind|Scan(?! again)|Duplicate|Upgrade(?! history)|Revoke|Move)\b/i;
    // The account screens are the signed-in person's own (profile, password), not the business's.
    if (location.pathname.startsWith("/account/")) return { marked: marked.map(name), unmarked: [] };
    const unmarked = [...document.querySelectorAll("main button, [role=dialog] button")].filter(
      (e) => shown(e) && enabled(e) && !e.closest("[data-portico-write]") && verbs.test(name(e)),
    );
    return { marked: marked.map(name), unmarked: unmarked.map(name) };
  });
}

// Screens with nothing to change for anyone: reports, statistics, logs, leases, online clients, previews, and the account
// screens (their controls are the signed-in person's own, not the business's).
const VIEW_ONLY = [
  /\/account\//,
  /\/reports\/dashboard$/,
  /\/accesspoints\/[^/]+$/,
  /\/onlineclients$/,
  /\/inodegroups\/[^/]+\/(log\/\w+|dhcpleases|statistics|visitors)$/,
  /\/channels\/shorturl\/[^/]+\/statistics$/,
  /\/reports\/(visitors|behavior|coupon)(\?|$)/,
  /\/channels\/dashboard$/,
  /\/apps\/authapps\/[^/]+\/preview$/,
  /\/air2sources\/[^/]+\/detail$/,
  /\/edm\/\d+\/report(\?|$)/,
  /\/air2\/[^/]+\/[^/]+\/stat$/,
  // apps: checkios - exports, record search and the supplier report only read
  /\/apps\/checkios\/(export|search|supreport)(\?|$)/,
  /\/apps\/bookings\/[^/]+\/search$/,
];

test("the read-only sub-account sees no enabled write control on any route it can open; the owner sees them there", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await signInStaff(page);
  const routes = await consoleRoutes(page);
  expect(routes.length).toBeGreaterThan(25);

  const staffSaw: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settle(page);
    await expect(page.getByRole("heading", { name: "Error 404! Page not found." }), route).toHaveCount(0);
    const w = await enabledWrites(page);
    staffSaw.push(...w.marked.map((n) => `${route}: ${n}`), ...w.unmarked.map((n) => `${route}: unmarked ${n}`));
  }
  expect(staffSaw).toEqual([]);

  // The same routes as the owner: the controls are there and enabled, so the walk above proves something. (An
  // owner's unmarked 'Edit …' buttons only open an editor, whose Save is marked.)
  const owner = await (await browser.newContext()).newPage();
  await signInUi(owner, "demo@portico.dev", "portico-demo");
  await expect(owner).toHaveURL(/\/businesses\/\d+\//);
  const missing: string[] = [];
  for (const route of routes) {
    await owner.goto(route);
    await settle(owner);
    const w = await enabledWrites(owner);
    if (!VIEW_ONLY.some((re) => re.test(route)) && w.marked.length === 0) missing.push(route);
  }
  expect(missing, "routes where the owner saw no enabled write control").toEqual([]);
});

test("a denied control says why: disabled with the translated reason, and its click does nothing", async ({ page }) => {
  await signInStaff(page);
  await page.goto("/businesses/1/inodegroups/inodelist");
  const bind = page.getByRole("button", { name: "Bind iNode" });
  await expect(bind).toBeDisabled();
  await expect(bind).toHaveAttribute("title", "Read-only access: you cannot add anything to this business.");
  await bind.click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // No unbind, so no actions column at all.
  await expect(page.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Rename/ })).toHaveCount(0);

  await page.getByLabel("Language").selectOption("ja");
  await expect(page.locator("[data-portico-write=post]").first()).toHaveAttribute(
    "title",
    "閲覧のみの権限です：このビジネスに追加することはできません。",
  );
});
