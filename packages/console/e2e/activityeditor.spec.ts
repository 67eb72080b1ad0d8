import { expect, test } from "@playwright/test";
import { freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

test("adding, configuring, reordering and removing modules with auto-save and save; the changes persist", async ({
  page,
}) => {
  await signUpUi(page, freshEmail("actedit"), "actedit-pass-1");
  const bid = await landedBusinessId(page);
  const auth = { Authorization: `Bearer ${await tokenCookie(page)}` };
  const made = await page.request.post(`/v3/businesses/${bid}/activities`, {
    headers: auth,
    data: { name: "E2E Portal" },
  });
  expect(made.ok()).toBe(true);
  const created = await made.json();
  const aid = (created.result ?? created).id as number;

  await page.goto(`/businesses/${bid}/activities/${aid}?actmode=modules`);
  await expect(page.getByText("No modules yet. Add the first one.")).toBeVisible();

  // Two modules: a countdown configured to 30 s, then a login with the member method.
  await page.getByRole("button", { name: "Add module" }).click();
  await page.getByRole("dialog", { name: "Add a module" }).getByRole("button", { name: "Countdown" }).click();
  const countdown = page.getByRole("dialog", { name: "Countdown module" });
  await countdown.getByLabel("Module name").fill("Short wait");
  await countdown.getByLabel("Countdown (seconds, up to 600)").fill("30");
  await countdown.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Add module" }).click();
  await page.getByRole("dialog", { name: "Add a module" }).getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Login module" });
  await login.getByRole("checkbox", { name: "Member" }).check();
  await login.getByRole("button", { name: "Done" }).click();

  const modules = page.getByRole("list", { name: "Modules" });
  await expect(modules.getByRole("listitem")).toHaveCount(2);
  // Reordered by keyboard: the login module goes first.
  await page.getByRole("button", { name: "Move Login up" }).focus();
  await page.keyboard.press("Enter");
  await expect(modules.getByRole("listitem").first()).toContainText("Login");
  // And by drag: the countdown dragged onto the first row goes first; the keyboard moves it back down.
  await modules.getByRole("listitem").nth(1).dragTo(modules.getByRole("listitem").first());
  await expect(modules.getByRole("listitem").first()).toContainText("Short wait");
  await page.getByRole("button", { name: "Move Short wait down" }).focus();
  await page.keyboard.press("Enter");
  await expect(modules.getByRole("listitem").first()).toContainText("Login");
  await expect(page.getByText("saved", { exact: true })).toBeVisible();

  // A module whose dialog is cancelled leaves nothing behind (issue 13).
  await page.getByRole("button", { name: "Add module" }).click();
  await page.getByRole("dialog", { name: "Add a module" }).getByRole("button", { name: "Video" }).click();
  await page.getByRole("dialog", { name: "Video module" }).getByRole("button", { name: "Cancel" }).click();
  await expect(modules.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("Guests still see the earlier version: Save to publish")).toBeVisible();
  // A third module confirmed, then removed again after the confirm.
  await page.getByRole("button", { name: "Add module" }).click();
  await page.getByRole("dialog", { name: "Add a module" }).getByRole("button", { name: "Countdown" }).click();
  const third = page.getByRole("dialog", { name: "Countdown module" });
  await third.getByLabel("Module name").fill("Extra wait");
  await third.getByRole("button", { name: "Done" }).click();
  await expect(modules.getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Remove Extra wait" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask.getByText("Do you want to remove this module?")).toBeVisible();
  await ask.getByRole("button", { name: "OK" }).click();
  await expect(modules.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("saved", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Guests see this version")).toBeVisible();
  await expect(page.getByText("This activity has been saved.", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /QR/ }).first()).toBeVisible();

  await page.reload();
  const after = page.getByRole("list", { name: "Modules" });
  await expect(after.getByRole("listitem")).toHaveCount(2);
  await expect(after.getByRole("listitem").first()).toContainText("Login");
  await expect(after.getByRole("listitem").nth(1)).toContainText("Short wait");
  const running = await page.request.get(`/v3/activities/${aid}`, { headers: auth });
  const body = await running.json();
  const activity = body.result ?? body;
  expect(activity.modules.map((m: { profile: { mode: string } }) => m.profile.mode)).toEqual(["login", "countdown"]);
  expect(activity.modules[1].profile.countdownInterval).toBe(30);
  expect(activity.links).toHaveLength(1);
});
