import { expect, test } from "@playwright/test";
import { freshEmail, signUpUi } from "./helpers";

test("account profile and users: edit the profile and password, add a read-only sub-user, sign in as them", async ({
  page,
}) => {
  const email = freshEmail("owner");
  const staff = freshEmail("staff");
  await signUpUi(page, email, "owner-pass-1");
  await expect(page).toHaveURL(/\/businesses\/\d+\/activities\/first-activity$/);
  const bid = Number(new URL(page.url()).pathname.split("/")[2]);

  // The user menu links the account screens that exist.
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL("/account/profile");
  const tabs = page.getByRole("navigation", { name: "Account pages" });
  await expect(tabs.getByRole("link")).toHaveText(["Profile", "Account users"]);

  const profile = page.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("E-mail")).toHaveValue(email);
  await profile.getByLabel("Name").fill("Renamed Owner");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile has been saved.", { exact: true })).toBeVisible();

  const password = page.getByRole("form", { name: "Change password" });
  await password.getByLabel("Current password").fill("owner-pass-1");
  await password.getByLabel("New password", { exact: true }).fill("owner-pass-2");
  await password.getByLabel("Confirm new password").fill("owner-pass-2");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.", { exact: true })).toBeVisible();

  // A read-only sub-user on the owner's business.
  await tabs.getByRole("link", { name: "Account users" }).click();
  await expect(page).toHaveURL("/account/users");
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await dialog.getByLabel("Name").fill("Read Only");
  await dialog.getByLabel("E-mail").fill(staff);
  await dialog.getByLabel("Password", { exact: true }).fill("staff-pass-1");
  await dialog.getByRole("group", { name: "Unnamed" }).getByLabel("Read-only").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(staff.replace(/[.+]/g, "\\$&")) })).toContainText(
    "Read-only in Unnamed",
  );

  // Sign out, then in as the sub-user: the owner's business, read-only; no users tab for a sub-account.
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await page.getByLabel("Sign in as a sub-account").check();
  await page.getByLabel("E-mail").fill(staff);
  await page.getByLabel("Password", { exact: true }).fill("staff-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`/businesses/${bid}/reports/dashboard`);
  await expect(page.getByRole("button", { name: "Current business: Unnamed" })).toBeVisible();
  await page.goto("/account/users");
  await expect(page).toHaveURL("/account/profile");
  await expect(page.getByText("As a sub-account you can change only your e-mail and password.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Account pages" })).toHaveCount(0);
  await page.goto(`/businesses/${bid}/detail`);
  await expect(page.getByRole("dialog", { name: "Business settings" }).getByLabel("Business name")).toBeDisabled();
});
