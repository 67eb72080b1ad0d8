import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./cspGuard";
import { expectShell, signInUi, tokenCookie } from "./helpers";

// The demo café's devices: 'Counter' is online; 'Lobby Left' has a jffs2 upgrade waiting. Window AP hangs off Counter.
const COUNTER = "c0ffee0000000001";
const LOBBY_LEFT = "c0ffee0000000004";

/** Serious or critical axe violations on the page (labels, contrast, roles of the device screens). */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Signs in as the demo owner and answers the café's business id (read only: nothing here changes demo data). */
async function demoCafe(page: Page): Promise<number> {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expectShell(page, "demo@portico.dev");
  const res = await page.request.get("/v3/businesses", {
    headers: { Authorization: `Bearer ${await tokenCookie(page)}` },
  });
  const body = await res.json();
  const list = (body.result ?? body) as { id: number; profile: { name: string } }[];
  return list.find((b) => b.profile.name === "Portico Café")!.id;
}

test("an iNode's statistics chart live traffic, its info asks before a firmware upgrade, and the site survey charts channels", async ({
  page,
}) => {
  // Two statistics polls are 10 s apart (the spec's interval), so this test needs more than the default 30 s.
  test.setTimeout(60_000);
  const bid = await demoCafe(page);

  // Statistics: polled every 10 s, with a priming second report soon after the first, so the three charts draw
  // right after the first poll.
  await page.goto(`/businesses/${bid}/inodegroups/${COUNTER}/statistics`);
  await expect(page.getByRole("heading", { level: 1, name: "Counter" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Statistics" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Connected stations")).toBeVisible();
  await expect(page.getByText("Updated every 10 s; the charts keep the last 50 points.")).toBeVisible();
  for (const name of ["Total", "2.4G", "5G"]) {
    await expect(page.getByRole("img", { name: `${name} traffic over time` })).toBeVisible({ timeout: 25_000 });
    // Each chart has a visible title saying which interface it charts.
    await expect(page.getByRole("figure", { name: `${name} traffic over time` }).locator("figcaption")).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Export" })).toBeEnabled();
  expect(await axeProblems(page)).toEqual([]);

  // Info of the iNode with an upgrade waiting: the confirm names the versions and carries the firmware reminder.
  await page.goto(`/businesses/${bid}/inodegroups/${LOBBY_LEFT}/info`);
  await expect(page.getByText("A newer firmware is available.")).toBeVisible();
  await page.getByRole("button", { name: "Upgrade the jffs2 firmware" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Upgrade the jffs2 firmware of Lobby Left from 2.0.4 to");
  await expect(confirm).toContainText("Keep the iNode powered on and connected during the upgrade.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("A newer firmware is available.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Events" }).getByRole("row")).not.toHaveCount(1);
  await expect(page.getByRole("region", { name: "System" }).getByText("Uptime")).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  // Site survey through the mode tabs: the channel chart and the table, per radio.
  await page.getByRole("link", { name: "Site survey" }).click();
  await expect(page).toHaveURL(`/businesses/${bid}/inodegroups/${LOBBY_LEFT}/log/sitesurvey`);
  await expect(page.getByRole("img", { name: "Networks per channel, 2.4G" })).toBeVisible();
  const table = page.getByRole("table", { name: "Networks heard on 2.4G" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await page.getByLabel("Radio").selectOption("5g");
  await expect(page.getByRole("img", { name: "Networks per channel, 5G" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Networks heard on 5G" }).getByRole("row").nth(1)).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});

test("an access point's statistics open from the list and change period in the URL", async ({ page }) => {
  const bid = await demoCafe(page);
  await page.goto(`/businesses/${bid}/accesspoints`);
  await page.getByLabel("Access point name").fill("window");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(`/businesses/${bid}/accesspoints?accessPointName=window`);
  await expect(page.getByRole("button", { name: "Statistics of Bar AP" })).toBeHidden();
  await page.getByRole("button", { name: "Statistics of Window AP" }).click();

  await expect(page).toHaveURL(
    new RegExp(`/businesses/${bid}/accesspoints/AA%3ABB%3AC0%3AFF%3AEE%3A01\\?cuid=${COUNTER}$`),
  );
  await expect(page.getByRole("heading", { name: "Statistics of Window AP" })).toBeVisible();
  await expect(page.getByLabel("Period")).toHaveValue("3h");
  await expect(page.getByRole("img", { name: "Total throughput (all radios)" })).toBeVisible();
  await expect(page.getByRole("img", { name: "CPU and memory (%)" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Client usage, 2.4G" })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  await page.getByLabel("Period").selectOption("1w");
  await expect(page).toHaveURL(/[?&]period=1w/);
  await expect(page.getByLabel("Period")).toHaveValue("1w");
  await expect(page.getByRole("img", { name: "Total throughput (all radios)" })).toBeVisible();
  // The period survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByLabel("Period")).toHaveValue("1w");
});
