import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { freshEmail, landedBusinessId, signInUi, signUpUi } from "./helpers";

// Day keys are YYYY-MM-DD; the calendar marks today (in the group's time zone) with aria-current="date".
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Clicks a date of the month view, paging months until it is on screen. */
async function clickDay(page: Page, day: string) {
  const cell = page.locator(`[data-day="${day}"]`);
  const today = await page.locator('[data-day][aria-current="date"]').getAttribute("data-day");
  const pager = day < (today ?? day) ? "Previous month" : "Next month";
  for (let i = 0; i < 2 && !(await cell.isVisible()); i++) await page.getByRole("button", { name: pager }).click();
  await cell.click();
}

test("a schedule added, edited and deleted with the past-date rules, on a fresh business's first configuration", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpUi(page, freshEmail("schedule"), "schedule-pass-1");
  const bid = await landedBusinessId(page);

  // Zero configuration groups: the list sends the user to the first wizard.
  await page.goto(`/businesses/${bid}/configgroups/list`);
  await expect(page).toHaveURL(`/businesses/${bid}/configgroups/first-config-group`);
  await expect(page.getByLabel("Configuration name")).toHaveValue("My First Setting");
  for (const ssid of ["Unnamed WiFi", "Unnamed WiFi-2", "Unnamed WiFi 5G", "Unnamed WiFi-2 5G"])
    await expect(page.getByRole("checkbox", { name: ssid, exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page).toHaveURL(`/businesses/${bid}/configgroups/list`);

  // The calendar of 'My First Setting'.
  await page.getByRole("button", { name: "Calendar of My First Setting" }).click();
  await expect(page).toHaveURL(/\/configgroups\/\d+\/calendar\?name=My(\+|%20)First(\+|%20)Setting$/);
  const today = (await page.locator('[data-day][aria-current="date"]').getAttribute("data-day")) as string;
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // A past date is refused with its message; no dialog opens.
  await clickDay(page, addDays(today, -1));
  await expect(toast(page, "The selected date is less than today's date.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // An unsaved schedule cannot be deleted.
  await clickDay(page, addDays(today, 2));
  let dialog = page.getByRole("dialog", { name: "New schedule event" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Can not delete unsaved schedule.")).toBeVisible();

  // Add: a title and a colour, saved.
  await dialog.getByLabel("Title").fill("E2E brunch");
  await dialog.getByRole("radio", { name: "Colour 3" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "This schedule has been saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Event: E2E brunch" })).toBeVisible();
  await page.reload();
  const chip = page.getByRole("button", { name: "Event: E2E brunch" });
  await expect(chip).toBeVisible();

  // Edit: moving it before today is refused with the message and nothing typed is lost; a new title saves.
  await chip.click();
  dialog = page.getByRole("dialog", { name: "Schedule event" });
  await dialog.getByLabel("First day").fill(addDays(today, -3));
  await dialog.getByLabel("Title").fill("E2E brunch, edited");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The selected date is less than today's date.")).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue("E2E brunch, edited");
  await dialog.getByLabel("First day").fill(addDays(today, 1));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  const edited = page.getByRole("button", { name: "Event: E2E brunch, edited" });
  await expect(edited.first()).toBeVisible();

  // Its day schedule: an entry without an activity gives the section 5 message.
  await edited.first().click();
  await page.getByRole("dialog", { name: "Schedule event" }).getByRole("button", { name: "Day schedule" }).click();
  await expect(page).toHaveURL(/\/calendar\/schedule\?event=.*&past=false$/);
  await expect(page.getByRole("heading", { name: "Day schedule: E2E brunch, edited" })).toBeVisible();
  await page.getByRole("button", { name: "Add a time" }).click();
  await page.getByLabel("Time of entry 1").fill("23:30");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please select schedule activities.").first()).toBeVisible();
  await expect(page.getByLabel("Time of entry 1")).toHaveValue("23:30");
  // A fresh business has no activities yet (no create operation exists: the demo test below saves one).
  await expect(page.getByText("This business has no activities yet: add one before scheduling.")).toBeVisible();
  await page.getByRole("button", { name: "Back to the calendar" }).click();

  // Delete, after the spec's question.
  await page.getByRole("button", { name: "Event: E2E brunch, edited" }).first().click();
  await page.getByRole("dialog", { name: "Schedule event" }).getByRole("button", { name: "Delete" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask.getByText("Do you really want to delete this schedule?")).toBeVisible();
  await ask.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("button", { name: /^Event: / })).toHaveCount(0);
  await page.reload();
  await expect(page.locator(`[data-day="${today}"]`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Event: / })).toHaveCount(0);
});

test("a day-schedule entry with an activity saved on the demo's first configuration, then removed again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/1\//);
  await page.goto("/businesses/1/configgroups/list");
  await page.getByRole("button", { name: "Calendar of My First Setting" }).click();
  // The seeded 'Weekend brunch' runs two days a week ahead; its second day has no entries.
  await page.getByRole("button", { name: "Event: Weekend brunch" }).first().click();
  await page.getByRole("dialog", { name: "Schedule event" }).getByRole("button", { name: "Day schedule" }).click();
  await expect(page.getByRole("heading", { name: "Day schedule: Weekend brunch" })).toBeVisible();
  await page.getByRole("navigation", { name: "Days of the event" }).getByRole("button").nth(1).click();
  await expect(page.getByText("Nothing is scheduled on this day.")).toBeVisible();
  await page.getByRole("button", { name: "Add a time" }).click();
  await page.getByLabel("Time of entry 1").fill("12:00");
  const choice = page.getByLabel("Activity on Portico Café WiFi (entry 1)");
  // The business's activities, newest update first.
  await expect(choice.locator("option")).toHaveText(["No change", "Guest Survey", "Coffee Coupon", "Welcome Portal"]);
  await choice.selectOption({ label: "Coffee Coupon" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "This schedule has been saved.")).toBeVisible();

  // Read back from the server after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Day schedule: Weekend brunch" })).toBeVisible();
  await page.getByRole("navigation", { name: "Days of the event" }).getByRole("button").nth(1).click();
  await expect(page.getByLabel("Time of entry 1")).toHaveValue("12:00");
  await expect(page.getByLabel("Activity on Portico Café WiFi (entry 1)").locator("option:checked")).toHaveText(
    "Coffee Coupon",
  );

  // Restore the demo: the entry removed and saved.
  await page.getByRole("button", { name: "Remove entry 1" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "This schedule has been saved.")).toBeVisible();
  await page.reload();
  await page.getByRole("navigation", { name: "Days of the event" }).getByRole("button").nth(1).click();
  await expect(page.getByText("Nothing is scheduled on this day.")).toBeVisible();
});

test("the demo's configuration screens have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(60_000);
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/1\//);
  const check = async () => {
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).include("main").analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };
  await page.goto("/businesses/1/configgroups/list");
  await expect(page.getByRole("switch", { name: "Schedule of My First Setting" })).toBeVisible();
  await check();
  await page.getByRole("link", { name: "Configuration grouping" }).click();
  await expect(page.getByRole("heading", { name: "My First Setting" })).toBeVisible();
  await check();
  await page.goto("/businesses/1/configgroups/list");
  await page.getByRole("button", { name: "Calendar of My First Setting" }).click();
  await expect(page.getByRole("heading", { name: "Schedule calendar: My First Setting" })).toBeVisible();
  await check();
});
