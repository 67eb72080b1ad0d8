import type { Page } from "@playwright/test";
import { expect, test } from "./cspGuard";
import { signInUi } from "./helpers";
import { consoleRoutes, settle } from "./routeWalk";

const PHONE = { width: 390, height: 844 };

/** The page's scroll width, and the deepest elements reaching past the right edge (to name the culprit). */
async function overflow(page: Page) {
  return page.evaluate((limit) => {
    const width = document.scrollingElement?.scrollWidth ?? 0;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.right > limit + 1 &&
          ![...e.children].some((c) => c.getBoundingClientRect().right > limit + 1)
        );
      })
      .slice(0, 3)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} right=${Math.round(e.getBoundingClientRect().right)}`,
      );
    return { width, culprits };
  }, PHONE.width);
}

test("no horizontal scroll at 390 px on any route, public or signed in", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const wide: string[] = [];
  const check = async (route: string) => {
    await page.goto(route);
    await settle(page);
    const o = await overflow(page);
    if (o.width > PHONE.width) wide.push(`${route}: ${o.width} px (${o.culprits.join("; ")})`);
  };
  for (const route of ["/login", "/signup", "/forgot-password"]) await check(route);

  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\//);
  const routes = await consoleRoutes(page);
  expect(routes.length).toBeGreaterThan(25);
  for (const route of routes) await check(route);
  // The top bar fits the phone, and carries the brand once (the logo named 'Portico', no second 'Portico' title).
  const bar = page.getByRole("banner");
  expect((await bar.boundingBox())?.width).toBeLessThanOrEqual(PHONE.width);
  // Brand marks: every picture in the bar (the logo) and every text that reads 'Portico'.
  const brands = await bar.evaluate(
    (h) =>
      h.querySelectorAll("img").length +
      [...h.querySelectorAll("span, div")].filter((e) => !e.children.length && e.textContent?.trim() === "Portico")
        .length,
  );
  expect(brands).toBe(1);
  expect(wide).toEqual([]);
});
