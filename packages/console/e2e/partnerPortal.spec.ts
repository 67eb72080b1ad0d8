import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { startTestServer, type TestServer } from "@portico/server/testing";

// The partner-portal example (examples/partner-portal, built first with its own `vite build`) served by its own
// reference server: the partner's sign-in, Portico's switcher and editor inside the partner's layout, and proof
// that the host page's CSS and Portico's stylesheet do not leak into each other.
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "examples", "partner-portal", "dist");

let srv: TestServer;
test.beforeAll(async () => {
  if (!existsSync(join(dist, "index.html"))) {
    throw new Error(
      `No example build in ${dist}: run \`npx --yes pnpm@10.34.9 --filter @portico/example-partner-portal run build\`.`,
    );
  }
  srv = await startTestServer({ staticDir: dist });
});
test.afterAll(async () => {
  await srv?.close();
});

/** Signs in through the partner's own form (not Portico's SignIn widget). */
async function partnerSignIn(page: Page) {
  await page.goto(srv.url);
  await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
  await page.getByLabel("Work e-mail").fill("demo@portico.dev");
  await page.getByLabel("Password").fill("portico-demo");
  await page.getByRole("button", { name: "Enter the portal" }).click();
  await expect(page.locator(".acme-user")).toHaveText("demo@portico.dev");
}

/** Portico's switcher trigger: the one button inside the partner's property rail. */
const switcher = (page: Page) => page.getByRole("complementary", { name: "Property" }).getByRole("button");

/** Computed styles that host CSS typically changes; layout sizes are left out (they follow the viewport). */
const PROPS = [
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-transform",
  "text-align",
  "text-decoration-line",
  "color",
  "background-color",
  "border-top-width",
  "border-top-style",
  "border-top-color",
  "border-bottom-width",
  "border-bottom-color",
  "border-top-left-radius",
  "padding-top",
  "padding-left",
  "margin-top",
  "margin-left",
  "box-shadow",
  "box-sizing",
] as const;

type Styles = Record<string, Record<string, string>>;

/** Computed styles of every named element, read in the page. */
async function styles(targets: Record<string, Locator>): Promise<Styles> {
  const out: Styles = {};
  for (const [name, loc] of Object.entries(targets)) {
    out[name] = await loc.evaluate(
      (el, props) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)])),
      [...PROPS],
    );
  }
  return out;
}

/** Turns the host's own stylesheet (index.html's `<style id="acme-styles">`) off or on. */
async function hostCss(page: Page, on: boolean) {
  await page.evaluate((enabled) => {
    const sheet = (document.getElementById("acme-styles") as HTMLStyleElement).sheet;
    if (!sheet) throw new Error("the host stylesheet is missing");
    sheet.disabled = !enabled;
  }, on);
}

/** Turns every stylesheet but the host's (Portico's bundled CSS) off or on; returns how many there are. */
async function porticoCss(page: Page, on: boolean): Promise<number> {
  return page.evaluate((enabled) => {
    const sheets = [...document.styleSheets].filter((s) => (s.ownerNode as Element | null)?.id !== "acme-styles");
    for (const s of sheets) s.disabled = !enabled;
    return sheets.length;
  }, on);
}

test("the partner's sign-in hands Portico a token; switcher and editor work in the partner's layout", async ({
  page,
}) => {
  await partnerSignIn(page);
  // The partner keeps the token in its own sessionStorage; Portico's console cookie is never set.
  expect(await page.evaluate(() => sessionStorage.getItem("acme-portico-token"))).toBeTruthy();
  expect((await page.context().cookies()).find((c) => c.name === "token")).toBeUndefined();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portico Café");
  await expect(switcher(page)).toContainText("Portico Café");
  await switcher(page).click();
  await page.getByRole("menuitemradio", { name: "Portico Hotel" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portico Hotel");
  await expect(switcher(page)).toContainText("Portico Hotel");

  await page.getByRole("button", { name: "Edit property" }).click();
  const editor = page.getByRole("dialog");
  await expect(editor).toBeVisible();
  await expect(editor.getByRole("textbox").first()).toHaveValue("Portico Hotel");
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();

  // The choice survives a reload: the partner stored it, Portico only reported it through onSwitch.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portico Hotel");

  // The partner's sign-out revokes the token on the server and forgets it.
  const token = await page.evaluate(() => sessionStorage.getItem("acme-portico-token"));
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("acme-portico-token"))).toBeNull();
  const me = await page.request.get(`${srv.url}/v3/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test("the partner's Devices tab embeds Portico's device map and iNode list for the chosen property", async ({
  page,
}) => {
  await partnerSignIn(page);
  await page.getByRole("button", { name: "Devices", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotspots · Portico Café");
  await expect(page.getByRole("list", { name: "Device counts" })).toBeVisible();
  await expect(page.locator('[data-count="total"]')).not.toContainText(/^\D*0\D*$/);
  // The café's Terrace is offline in the seed: listed by the map (50 a page) and by the iNode list.
  const terrace = page.getByRole("row", { name: /Terrace/ });
  await expect(terrace).toHaveCount(2);
  for (const row of await terrace.all()) await expect(row).toContainText("Offline");
});

test("the host's aggressive global CSS does not change Portico's widgets", async ({ page }) => {
  await partnerSignIn(page);
  await expect(switcher(page)).toContainText("Portico Café");
  await page.getByRole("button", { name: "Edit property" }).click();
  const editor = page.getByRole("dialog");
  await expect(editor.getByRole("textbox").first()).toHaveValue("Portico Café");
  await page.mouse.move(0, 0);

  const portico = {
    // A CSS locator: with the editor open the host's tree (and the switcher in it) is aria-hidden.
    switcherButton: page.locator(".acme-rail button"),
    editorButton: editor.getByRole("button").last(),
    editorHeading: editor.getByRole("heading").first(),
    editorInput: editor.getByRole("textbox").first(),
    editorLabel: editor.locator("label").first(),
  };
  const withHost = await styles(portico);
  await hostCss(page, false);
  const withoutHost = await styles(portico);
  await hostCss(page, true);
  // Each Portico element computes exactly the same with and without the host's stylesheet (soft: every leak
  // is listed in one run).
  for (const name of Object.keys(portico)) expect.soft(withHost[name], name).toEqual(withoutHost[name]);
  // ...and the host's rules really are aggressive: its own buttons are uppercase, monospace and shadowed.
  const hostButton = await styles({ b: page.locator(".acme-topbar > button") });
  expect(hostButton.b).toMatchObject({ "text-transform": "uppercase", "font-style": "italic" });
  expect(hostButton.b?.["box-shadow"]).not.toBe("none");
  expect.soft(withHost.switcherButton?.["text-transform"]).toBe("none");

  // The same holds on the Team tab for AccountUsers (its table and buttons).
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Team", exact: true }).click();
  const users = page.getByRole("table");
  await expect(users).toContainText("staff@portico.dev");
  const team = {
    header: users.getByRole("columnheader").first(),
    cell: users.getByRole("cell").first(),
    addButton: page.locator(".acme-panel button").first(),
  };
  const teamWithHost = await styles(team);
  await hostCss(page, false);
  const teamWithoutHost = await styles(team);
  await hostCss(page, true);
  for (const name of Object.keys(team)) expect.soft(teamWithHost[name], name).toEqual(teamWithoutHost[name]);
});

test("Portico's stylesheet does not change the host's own elements", async ({ page }) => {
  await partnerSignIn(page);
  await expect(switcher(page)).toContainText("Portico Café");
  await page.mouse.move(0, 0);

  const host = {
    body: page.locator("body"),
    brand: page.locator(".acme-brand"),
    // CSS locators: with Portico's dialog open the host's tree is aria-hidden, so roles would not find it.
    heading: page.locator(".acme-panel > h1"),
    railHeading: page.locator(".acme-rail > h2"),
    lede: page.locator(".acme-lede").first(),
    button: page.getByRole("button", { name: "Edit property" }),
    navButton: page.getByRole("button", { name: "Team", exact: true }),
  };
  const withPortico = await styles(host);
  const switcherWith = await styles({ s: switcher(page) });
  expect(await porticoCss(page, false)).toBeGreaterThan(0);
  const withoutPortico = await styles(host);
  // Sanity: the sheets turned off really are Portico's (its switcher loses its look without them).
  expect(await styles({ s: switcher(page) })).not.toEqual(switcherWith);
  await porticoCss(page, true);
  expect(withPortico).toEqual(withoutPortico);
  // The host keeps its own fonts and colours.
  expect(withPortico.heading).toMatchObject({ color: "rgb(245, 158, 11)", "text-transform": "uppercase" });
  expect(withPortico.heading?.["font-family"]).toContain("Didot");
  expect(withPortico.body?.["font-family"]).toContain("Palatino");
  expect(withPortico.button).toMatchObject({ "background-color": "rgb(245, 158, 11)", "letter-spacing": "2.6px" });

  // Still true with Portico's full-screen editor open (its dialog styles are loaded and in use).
  await page.getByRole("button", { name: "Edit property" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const behindDialog = await styles({ body: host.body, brand: host.brand, heading: host.heading });
  expect(behindDialog).toEqual({ body: withPortico.body, brand: withPortico.brand, heading: withPortico.heading });
});
