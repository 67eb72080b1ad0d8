import { expect, test } from "@playwright/test";
import { expectShell, freshEmail, mailbox, signInUi, signUpUi, tokenCookie } from "./helpers";

test("sign-up with a new e-mail says 'check your e-mail', then signing in lands in the shell", async ({ page }) => {
  const email = freshEmail("signup");
  await signUpUi(page, email, "e2e-password-1");
  expect(await tokenCookie(page)).toBeTruthy();
});

test("sign-up with a taken e-mail reads the same, and the owner is mailed instead", async ({ page, request }) => {
  const email = freshEmail("taken");
  await signUpUi(page, email, "e2e-password-1");
  await page.context().clearCookies();
  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("someone-else-1");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Check your e-mail")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect
    .poll(async () => (await mailbox(request, email)).map((m) => m.subject))
    .toContain("You already have a Portico account");
});

test("the mailbox is closed to anyone without the dev token or the owner's sign-in", async ({ request }) => {
  const res = await request.get("/dev/mailbox?to=demo%40portico.dev");
  expect(res.status()).toBe(401);
});

test("sign-in as the demo owner shows the shell in the chosen language (ja)", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "ja", url: baseURL! }]);
  await page.goto("/login");
  await page.getByLabel("メールアドレス").fill("demo@portico.dev");
  await page.getByLabel("パスワード", { exact: true }).fill("portico-demo");
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page).toHaveURL(/\/businesses\/[1-9]\d*\/reports\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toContainText("パフォーマンスダッシュボード");
  await expect(page.getByRole("button", { name: /アカウントメニュー/ })).toContainText("demo@portico.dev");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
});

test("a wrong password shows the error and keeps the e-mail", async ({ page }) => {
  await signInUi(page, "demo@portico.dev", "not-the-password");
  await expect(page.getByRole("alert")).toContainText("Wrong e-mail or password.");
  await expect(page.getByLabel("E-mail")).toHaveValue("demo@portico.dev");
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(page)).toBeUndefined();
});

test("sign-out asks 'Do you want to log out?' and goes to /login", async ({ page }) => {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expectShell(page, "demo@portico.dev");
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Do you want to log out?");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  expect(await tokenCookie(page)).toBeUndefined();
  // Protected routes now send the visitor back to sign-in.
  await page.goto("/businesses/0/reports/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password, reset through the e-mailed link, then sign in with the new password", async ({
  page,
  request,
}) => {
  const email = freshEmail("reset");
  await signUpUi(page, email, "old-password-1");
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(email)).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = await mailbox(request, email);
      link = messages.flatMap((m) => m.links).find((l) => l.includes("/reset-password?token="));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await page.getByLabel("New password", { exact: true }).fill("new-password-2");
  await page.getByLabel("Confirm new password").fill("new-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await signInUi(page, email, "old-password-1");
  await expect(page.getByRole("alert")).toContainText("Wrong e-mail or password.");
  await signInUi(page, email, "new-password-2");
  await expectShell(page, email);
});

test("a disabled account sees the 'Account Disabled' box; OK signs out to /login", async ({ page }) => {
  await signInUi(page, "disabled@portico.dev", "portico-demo");
  const box = page.getByRole("alertdialog");
  await expect(box).toContainText("Account Disabled");
  await box.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(page)).toBeUndefined();
});

test("a suspended account sees the suspended notice above the shell", async ({ page }) => {
  await signInUi(page, "suspended@portico.dev", "portico-demo");
  await expectShell(page, "suspended@portico.dev");
  await expect(page.getByText("Account suspended")).toBeVisible();
});
