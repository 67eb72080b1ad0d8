import { expect, test } from "./cspGuard";
import { freshEmail, landedBusinessId, signUpUi } from "./helpers";

test("an OAuth2 authentication app is added, refuses a bad URL without losing input, and signs a test user in through the local provider", async ({
  page,
  baseURL,
}) => {
  await signUpUi(page, freshEmail("authapps"), "authapps-pass-1");
  const bid = await landedBusinessId(page);
  await page.goto(`/businesses/${bid}/apps/authapps`);
  await expect(page.getByText("No authentication apps yet.", { exact: false })).toBeVisible();

  // Add: the provider picker shows oauth2 only, then the edit dialog.
  await page.getByRole("button", { name: "Add authentication app" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a provider" });
  await expect(picker.getByRole("radio")).toHaveCount(1);
  await expect(picker.getByText("Google")).toHaveCount(0);
  await picker.getByRole("button", { name: "Next" }).click();
  const dialog = page.getByRole("dialog", { name: "New OAuth 2.0 app" });
  await dialog.getByLabel("App name").fill("E2E Harbour ID");
  await dialog.getByLabel("Client ID").fill("e2e-client");
  await dialog.getByLabel("Client secret").fill("e2e-secret");
  await dialog.getByLabel("Authorization URL").fill(`${baseURL}/dev/oauth2/authorize`);
  await dialog.getByLabel("Token URL").fill("ftp://wrong.example/token");
  await dialog.getByLabel("Userinfo URL").fill(`${baseURL}/dev/oauth2/userinfo`);
  await dialog.getByLabel("Button text").fill("Sign in with Harbour");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Enter a full URL starting with http:// or https://.")).toBeVisible();
  await expect(dialog.getByLabel("App name")).toHaveValue("E2E Harbour ID");
  await dialog.getByLabel("Token URL").fill(`${baseURL}/dev/oauth2/token`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();

  // Edit from the row: the editor route with ?name, the secret kept.
  const row = page.getByRole("row", { name: /E2E Harbour ID/ });
  await row.getByRole("button", { name: "Edit E2E Harbour ID" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/businesses/${bid}/apps/authapps/\\d+\\?name=E2E(%20|\\+)Harbour(%20|\\+)ID$`),
  );
  await expect(page.getByText("A secret is stored. Leave empty to keep it.")).toBeVisible();
  await page.getByLabel("Button text").fill("Continue with Harbour");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Update", { exact: true })).toBeVisible();

  // Preview: the button as a guest sees it, and a real sign-in in a popup.
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/apps/authapps/\\d+/preview$`));
  await expect(page.getByRole("button", { name: "Continue with Harbour" })).toBeVisible();
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Test sign-in" }).click();
  const popup = await popupPromise;
  await popup.getByLabel("User name").fill("Alice");
  await popup.getByRole("button", { name: "Allow" }).click();
  await expect(popup.getByText("Signed in as Alice.", { exact: false })).toBeVisible();
  await expect(page.getByText("Signed in. The provider returned this profile:")).toBeVisible();
  await expect(page.getByText("dev-alice", { exact: true })).toBeVisible();
  await expect(page.getByText("alice@example.test", { exact: true })).toBeVisible();
});
