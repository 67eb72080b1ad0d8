import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { devHeaders, freshEmail, signUpUi, tokenCookie } from "./helpers";

const PASSWORD = "e2e-password-1";

/** A fresh owner (with the business the console makes on sign-up); resolves to its id. */
async function freshOwner(page: Page, tag: string): Promise<number> {
  await signUpUi(page, freshEmail(tag), PASSWORD);
  // The console makes the new owner's business right after sign-up (bid 0 until then).
  await expect(page).toHaveURL(/\/businesses\/[1-9]\d*\//);
  const bid = Number(/\/businesses\/(\d+)\//.exec(page.url())?.[1]);
  expect(bid).toBeGreaterThan(0);
  return bid;
}

/** Serious or critical axe violations of the page as it is now. */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A new unbound device on the business's network (the simulator's development control). */
async function discover(request: APIRequestContext, businessId: number): Promise<string> {
  const res = await request.post("/dev/simulator/discover", {
    headers: devHeaders(),
    data: { businessId, modelId: "iN-200" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { ac: string }).ac;
}

test("a new owner binds a simulated device with the first iNode group wizard, sees the progress, then the group list", async ({
  page,
  request,
}) => {
  const bid = await freshOwner(page, "inode-wizard");
  const ac = await discover(request, bid);

  // Zero groups: the group list sends the user to the wizard.
  await page.goto(`/businesses/${bid}/inodegroups/list`);
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/inodegroups/first-inode-group$`));
  await expect(page.getByRole("heading", { name: "Set up your first iNode group" })).toBeVisible();

  await expect(page.getByLabel("New devices on your network").locator("option")).toHaveCount(2);
  expect(await axeProblems(page)).toEqual([]);

  // Device: the discovered one fills the access code and model.
  await page.getByLabel("New devices on your network").selectOption(ac);
  await expect(page.getByLabel("Access code")).toHaveValue(ac);
  await expect(page.getByLabel("Model")).toHaveValue("iN-200");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("My First iNode");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Group name")).toHaveValue("Default iNode Group");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("SSID")).toHaveValue("Unnamed WiFi");
  await page.getByLabel("SSID").fill("Harbour Cafe");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Time zone")).not.toHaveValue("");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Configuration")).toHaveValue("new");
  await page.getByRole("button", { name: "Complete" }).click();

  // Binding progress: running, its button disabled until the device reports in.
  const progress = page.getByRole("dialog", { name: "Binding progress" });
  await expect(progress).toBeVisible();
  const bar = progress.getByRole("progressbar");
  expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
  await expect(progress.getByRole("button", { name: "Go to iNode groups" })).toBeDisabled();

  // The simulated device comes online configured on the next simulator tick: the progress completes.
  const tick = await request.post("/dev/simulator/tick", { headers: devHeaders() });
  expect(tick.ok()).toBe(true);
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(progress.getByRole("button", { name: "Go to iNode groups" })).toBeEnabled();

  // 3 s later the group list, with the group holding the device.
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/inodegroups/list$`), { timeout: 8_000 });
  const row = page.getByRole("row", { name: /Default iNode Group/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: /Show the 1 iNodes of Default iNode Group/ })).toBeVisible();
  await expect(row).toContainText("My First Setting");
  expect(await axeProblems(page)).toEqual([]);

  // The first-group guide step is done, and the device is bound, configured and online.
  const token = await tokenCookie(page);
  const headers = { authorization: `Bearer ${token}` };
  const pref = await (await request.get(`/v3/businesses/${bid}/preference`, { headers })).json();
  expect((pref.result ?? pref).status.isFirstINodeGroupDone).toBe(true);
  await row.getByRole("button", { name: /Show the 1 iNodes/ }).click();
  await expect(page).toHaveURL(/\/inodegroups\/inodelist\?group=\d+$/);
  const device = page.getByRole("row", { name: /My First iNode/ });
  await expect(device).toContainText(ac);
  await expect(device).toContainText("Online");
});

test("a device going offline in the simulator changes the iNode list without a reload", async ({ page, request }) => {
  const bid = await freshOwner(page, "inode-live");
  const token = await tokenCookie(page);
  const headers = { authorization: `Bearer ${token}` };
  const ac = await discover(request, bid);
  const bound = await request.post(`/v3/businesses/${bid}/inodes`, {
    headers,
    data: { ac, modelId: "iN-200", nickname: "Harbour Gate" },
  });
  expect(bound.status()).toBe(201);
  const { cuid } = (await bound.json()) as { cuid: string };
  expect((await request.post(`/dev/simulator/devices/${cuid}/online`, { headers: devHeaders() })).ok()).toBe(true);

  await page.goto(`/businesses/${bid}/inodegroups/inodelist`);
  const row = page.getByRole("row", { name: /Harbour Gate/ });
  await expect(row).toContainText("Online");
  expect(await axeProblems(page)).toEqual([]);
  // A marker on the page: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });

  // The live socket opens after the list renders; force offline until the row follows (each call publishes).
  await expect(async () => {
    expect((await request.post(`/dev/simulator/devices/${cuid}/offline`, { headers: devHeaders() })).ok()).toBe(true);
    await expect(row).toContainText("Offline", { timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The status filter follows the live state too.
  await page.getByLabel("Status").selectOption("offline");
  await expect(page).toHaveURL(/status=offline/);
  await expect(row).toBeVisible();
  await request.post(`/dev/simulator/devices/${cuid}/online`, { headers: devHeaders() });
  await expect(row).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The tabs of /inodegroups: grouping, then the device map and floor plans.
  const tabs = page.getByRole("navigation", { name: "iNode groups" });
  await tabs.getByRole("link", { name: "iNode grouping" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/inodegroups/grouping$`));
  await expect(page.getByLabel("Group to move from")).toBeVisible();
  await expect(tabs.getByRole("link", { name: "iNode grouping" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Map and floor plans" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/inodegroups/map$`));
});

test("an owner unbinds iNodes from the list and from the info screen; access codes stay on one line at 1366 px", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const bid = await freshOwner(page, "inode-unbind");
  const headers = { authorization: `Bearer ${await tokenCookie(page)}` };
  const bind = async (nickname: string) => {
    const ac = await discover(request, bid);
    const res = await request.post(`/v3/businesses/${bid}/inodes`, {
      headers,
      data: { ac, modelId: "iN-200", nickname },
    });
    expect(res.status()).toBe(201);
    return { ac, cuid: ((await res.json()) as { cuid: string }).cuid };
  };
  const gate = await bind("Harbour Gate");
  const door = await bind("Harbour Door");

  await page.goto(`/businesses/${bid}/inodegroups/inodelist`);
  const row = page.getByRole("row", { name: /Harbour Gate/ });
  await expect(row).toContainText(gate.ac);
  // The access code is one line of text (not broken mid-string), and the table fits a 1366 px screen.
  const lines = await row.getByText(gate.ac, { exact: true }).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  const table = page.getByRole("table", { name: "iNodes" });
  expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1)).toBe(true);

  // From the list: the specification's question; Cancel keeps it, Unbind removes the row.
  await row.getByRole("button", { name: "Unbind Harbour Gate" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Do you really want to delete Harbour Gate?");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Unbind Harbour Gate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Unbind" }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("Remove", { exact: true })).toBeVisible();
  expect((await request.get(`/v3/inodes/${gate.cuid}`, { headers })).status()).toBe(404);
  // The device is still on the network: it is offered again as a new iNode.
  await page.getByRole("button", { name: "Scan for new devices" }).click();
  await expect(page.getByRole("dialog")).toContainText(gate.ac);
  await page.keyboard.press("Escape");

  // From the info screen: back to the list, which no longer has it.
  await page.goto(`/businesses/${bid}/inodegroups/${door.cuid}/info`);
  await page.getByRole("button", { name: "Unbind Harbour Door" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Unbind" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/inodegroups/inodelist$`));
  await expect(page.getByRole("row", { name: /Harbour Door/ })).toHaveCount(0);
  expect((await request.get(`/v3/inodes/${door.cuid}`, { headers })).status()).toBe(404);
  expect(await axeProblems(page)).toEqual([]);
});

test("an owner upgrades a group's firmware as a job, follows it live, and finds it again after a reload", async ({
  page,
  request,
}) => {
  // Three simulator ticks, live updates and a reload: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const bid = await freshOwner(page, "inode-upgrade");
  const token = await tokenCookie(page);
  const headers = { authorization: `Bearer ${token}` };
  const made = await request.post(`/v3/businesses/${bid}/inode-groups`, { headers, data: { name: "Harbour" } });
  expect(made.status()).toBe(201);
  const groupId = ((await made.json()) as { id: number }).id;
  const ac = await discover(request, bid);
  const bound = await request.post(`/v3/businesses/${bid}/inodes`, {
    headers,
    data: { ac, modelId: "iN-200", nickname: "Harbour Gate", groupId },
  });
  expect(bound.status()).toBe(201);
  const { cuid } = (await bound.json()) as { cuid: string };
  expect((await request.post(`/dev/simulator/devices/${cuid}/online`, { headers: devHeaders() })).ok()).toBe(true);

  await page.goto(`/businesses/${bid}/inodegroups/list`);
  await page.getByRole("button", { name: "Upgrade the firmware of Harbour" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade the firmware of Harbour" });
  await expect(dialog.getByLabel("Firmware kind")).toHaveValue("jffs2");
  expect(await axeProblems(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Start upgrade" }).click();
  // The job is kept in the address (replaced, not pushed).
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/inodegroups/list\\?upgrade=\\d+$`));
  const table = dialog.getByRole("table", { name: "iNodes of the upgrade" });
  await expect(table.getByRole("row", { name: /Harbour Gate/ })).toContainText("Upgrading…");

  // The simulated device downloads, installs and reports its end over three ticks; the view follows live.
  await expect(async () => {
    await request.post("/dev/simulator/tick", { headers: devHeaders() });
    await expect(dialog.getByText(/^Finished: [01] succeeded, [01] failed\.$/)).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 30_000 });
  await expect(table.getByRole("row", { name: /Harbour Gate/ })).toContainText(/Succeeded|Failed/);
  expect(await axeProblems(page)).toEqual([]);

  // A reload opens the same job's progress; closing it clears the address.
  await page.reload();
  const again = page.getByRole("dialog", { name: "Firmware upgrade" });
  await expect(again.getByText(/^Finished: [01] succeeded, [01] failed\.$/)).toBeVisible();
  await again.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/inodegroups/list$`));
});
