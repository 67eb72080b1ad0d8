import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { startTestServer } from "@portico/server/testing";

/** A fresh e-mail per call, so runs against one server stay repeatable. */
export function freshEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs in through the console's sign-in page and waits for the shell. */
export async function signInUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * Creates an account through the console's sign-up page: it ends in "check your e-mail" (the same for a taken
 * address), whose sign-in link pre-fills the address; signing in lands in the shell.
 */
export async function signUpUi(page: Page, email: string, password: string, origin = "") {
  await page.goto(`${origin}/signup`);
  await page.getByLabel("Name").fill("E2E User");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Check your e-mail")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectShell(page, email);
}

/**
 * The signed-in shell: the e-mail in the user menu and a landing route: the selected business's dashboard, a new
 * owner's first-activity route, or bid 0 for an account that has no business and gets none made (suspended).
 */
export async function expectShell(page: Page, email: string) {
  await expect(page).toHaveURL(/\/businesses\/\d+\/(reports\/dashboard|activities\/first-activity)$/);
  await expect(page.getByRole("button", { name: new RegExp(escapeRegExp(email)) })).toBeVisible();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The header that lets a test read and drive /dev/ (globalSetup shares the server's dev token). */
export function devHeaders(): Record<string, string> {
  return { "X-Portico-Dev-Token": process.env.PORTICO_E2E_DEV_TOKEN ?? "" };
}

/** Messages the server's embedded SMTP sink received for one address (GET /dev/mailbox with the dev token). */
export async function mailbox(request: APIRequestContext, to: string) {
  const res = await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: devHeaders() });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  const box = (body.result ?? body) as { messages: { subject: string; links: string[] }[] };
  return box.messages;
}

/** The value of the token cookie, or undefined. */
export async function tokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === "token")?.value;
}

/**
 * The business a fresh sign-up lands on. The console first shows bid 0 and creates the 'Unnamed' business right
 * after, so wait until the URL carries a real id.
 */
export async function landedBusinessId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/businesses\/[1-9]\d*\//);
  return Number(new URL(page.url()).pathname.split("/")[2]);
}

/**
 * A server of the calling spec's own in the wifi menu type (where guide mode lives), serving the console build;
 * started before its tests and closed after. Read `.url` and `.server` inside a test.
 */
export function wifiServer(): { readonly current: Awaited<ReturnType<typeof startTestServer>> } {
  const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
  const ref = {} as { current: Awaited<ReturnType<typeof startTestServer>> };
  test.beforeAll(async () => {
    ref.current = await startTestServer({ menuType: "wifi", staticDir: dist });
  });
  test.afterAll(async () => {
    await ref.current?.close();
  });
  return ref;
}
