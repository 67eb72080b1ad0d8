import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { routeTable } from "../src/routes/routeTable";
import { tokenCookie } from "./helpers";

/** The seeded café: the demo owner's first business, and the one the read-only staff sub-account may view. */
export const CAFE = 1;

/** Signs in the seeded read-only sub-account (staff@portico.dev, get on the café only). */
export async function signInStaff(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Sign in as a sub-account").check();
  await page.getByLabel("E-mail").fill("staff@portico.dev");
  await page.getByLabel("Password", { exact: true }).fill("portico-staff");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/businesses\/1\//);
}

/** The items of a list answer, whatever its envelope: `result`, a bare array, or an object holding one array. */
function itemsOf(body: unknown): Record<string, unknown>[] {
  const b = (body as { result?: unknown })?.result ?? body;
  if (Array.isArray(b)) return b;
  const arr = Object.values((b ?? {}) as Record<string, unknown>).find(Array.isArray);
  return (arr ?? []) as Record<string, unknown>[];
}

async function firstOf(
  request: APIRequestContext,
  token: string,
  path: string,
  fields: string[],
  which: (item: Record<string, unknown>) => boolean = () => true,
) {
  const res = await request.get(`/v3/businesses/${CAFE}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), path).toBe(true);
  const item = itemsOf(await res.json()).find(which);
  expect(item, `the seeded café has ${path}`).toBeTruthy();
  const value = fields.map((f) => item?.[f]).find((v) => v !== undefined && v !== null);
  return String(value);
}

/**
 * Every console route whose screen exists, with its parameters filled from the seeded café (as the signed-in
 * caller reads them) and each `:tab(a|b)` option a route of its own. `/system/...` is left out: administrators
 * only, behind the admin unlock.
 */
export async function consoleRoutes(page: Page): Promise<string[]> {
  const token = (await tokenCookie(page)) ?? "";
  const r = page.request;
  const params: Record<string, string> = { bid: String(CAFE) };
  // A modules activity: a legacy one shows 'Deprecated' instead of the editor.
  const modules = (a: Record<string, unknown>) => ((a.mode ?? "modules") as string) === "modules";
  params.activity = await firstOf(r, token, "activities", ["id"], modules);
  params.authapp = await firstOf(r, token, "auth-apps", ["id"]);
  params.cgid = await firstOf(r, token, "config-groups", ["id"]);
  params.cuid = await firstOf(r, token, "inodes", ["cuid"]);
  params.apmc = await firstOf(r, token, "access-points", ["apmc", "mac"]);
  params.sid = await firstOf(r, token, "links", ["id", "sid"]);
  params.source = await firstOf(r, token, "air2-sources", ["id"]);
  // The SMS editor's :sid is an SMS campaign (the seed gives the café one).
  params.smsCampaign = await firstOf(r, token, "sms-campaigns", ["id"]);
  params.cid = await firstOf(r, token, "edm-campaigns", ["id"]);
  // air2: the seeded project and its first campaign (cid of /air2 routes; other areas may name their own cid).
  params.pid = await firstOf(r, token, "air2-projects", ["id"]);
  const air2Campaigns = await r.get(`/v3/air2-projects/${params.pid}/campaigns`, {
    headers: { authorization: `Bearer ${token}` },
  });
  params.air2cid = String(itemsOf(await air2Campaigns.json())[0]?.id);
  // apps: checkios - the seeded counter (cid of /apps/checkios routes).
  params.checkin = await firstOf(r, token, "checkins", ["id"]);
  // apps: bookings: the seeded booking and its coupon.
  params.bkid = await firstOf(r, token, "bookings", ["id"]);
  params.cpid = "welcome10";
  // catalog (issue 17): the seeded café's first product, one-page booking, payment config and voucher.
  params.product = await firstOf(r, token, "opage_products", ["id"]);
  params.bkid = await firstOf(r, token, "opage_bookings", ["id"]);
  params.payment = await firstOf(r, token, "opage_payments", ["id"]);
  params.vid = await firstOf(r, token, "opage_vouchers", ["id"]);
  // The day schedule shows one calendar event, passed in the query; tomorrow's is still editable.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const dayQuery = `?event=${encodeURIComponent(JSON.stringify({ id: "e2e", title: "E2E", start: tomorrow }))}`;
  // The query a screen needs: the editor opens a modules activity with actmode=modules (without it, 'Deprecated').
  const queries: [string, string][] = [
    ["/calendar/schedule", dayQuery],
    ["/activities/:aid", "?actmode=modules"],
  ];
  const out: string[] = [];
  for (const def of routeTable) {
    if (!def.exists || def.path.startsWith("/system")) continue;
    let paths = [def.path];
    const tab = /:(\w+)\(([^)]+)\)/.exec(def.path);
    if (tab) paths = (tab[2] as string).split("|").map((o) => def.path.replace(tab[0], o));
    for (const p of paths) {
      out.push(
        p.replace(/:(\w+)/g, (_m, name: string) => {
          const key =
            name === "aid"
              ? def.area === "authapps"
                ? "authapp"
                : "activity"
              : name === "sid" && def.path.includes("/air2sources/")
                ? "source"
                : name === "sid" && def.widget === "SmsEditor"
                  ? "smsCampaign"
                  : name === "cid" && def.path.includes("/air2/")
                    ? "air2cid"
                    : name === "cid" && def.path.includes("/apps/checkios/")
                      ? "checkin"
                      : name === "pid" && def.path.includes("/apps/products/")
                        ? "product"
                        : name === "pid" && def.path.includes("/apps/payments/")
                          ? "payment"
                          : name;
          const v = params[key];
          if (v === undefined) throw new Error(`no value for :${name} in ${def.path}`);
          return v;
        }) + (queries.find(([end]) => p.endsWith(end))?.[1] ?? ""),
      );
    }
  }
  return out;
}

/** Waits until the screen has loaded: no request for 500 ms and no 'Loading' line in the content area. */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main [role=status]", { hasText: /^Loading/ })).toHaveCount(0);
}
