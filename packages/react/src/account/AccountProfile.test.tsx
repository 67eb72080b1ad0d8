import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { AccountProfile } from "./AccountProfile";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

let seq = 0;
/** A fresh owner through the real sign-up, so tests that change a profile do not disturb each other. */
async function newOwner(): Promise<{ email: string; password: string; token: string }> {
  const email = `profile-${Date.now()}-${++seq}@example.com`;
  const password = "first-secret-1";
  const client = createPorticoClient({ baseUrl: srv.url });
  await client.POST("/auth/signup/", { body: { email, password, name: "Ada Owner" } });
  const { token } = await signIn(client, { email, password });
  return { email, password, token };
}

const api = (token: string) => createPorticoClient({ baseUrl: srv.url, getToken: () => token });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("AccountProfile for an owner", () => {
  it("loads name and e-mail and saves a new name", async () => {
    const owner = await newOwner();
    renderWithPortico(<AccountProfile />, { baseUrl: srv.url, token: owner.token });
    const name = (await screen.findByLabelText("Name")) as HTMLInputElement;
    expect(name.value).toBe("Ada Owner");
    expect(field("E-mail").value).toBe(owner.email);
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, "Ada Lovelace");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();
    const { data } = await api(owner.token).GET("/v3/people/me/profile");
    expect(data.name).toBe("Ada Lovelace");
  });

  it("shows EMAIL_TAKEN on the e-mail field and keeps the input", async () => {
    const owner = await newOwner();
    renderWithPortico(<AccountProfile />, { baseUrl: srv.url, token: owner.token });
    const email = (await screen.findByLabelText("E-mail")) as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, "demo@portico.dev");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("An account with this e-mail already exists.")).toBeTruthy();
    expect(email.value).toBe("demo@portico.dev");
  });

  it("shows WRONG_PASSWORD on the current-password field and keeps what was typed", async () => {
    const owner = await newOwner();
    renderWithPortico(<AccountProfile />, { baseUrl: srv.url, token: owner.token, locale: "tw" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("目前的密碼"), "not-my-password");
    await user.type(field("新密碼"), "second-secret-2");
    await user.type(field("確認新密碼"), "second-secret-2");
    await user.click(screen.getByRole("button", { name: "變更密碼" }));
    const old = field("目前的密碼");
    await waitFor(() => expect(old.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(old.getAttribute("aria-describedby")!)?.textContent).toBe("目前的密碼不正確。");
    // The field says it; no form-level box repeats it.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(old.value).toBe("not-my-password");
    expect(field("新密碼").value).toBe("second-secret-2");
    // The old password still works: nothing changed.
    await expect(
      signIn(createPorticoClient({ baseUrl: srv.url }), { email: owner.email, password: owner.password }),
    ).resolves.toMatchObject({ kind: "owner" });
  });

  it("checks the confirmation, changes the password and the new one signs in", async () => {
    const owner = await newOwner();
    renderWithPortico(<AccountProfile />, { baseUrl: srv.url, token: owner.token });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Current password"), owner.password);
    await user.type(field("New password"), "second-secret-2");
    await user.type(field("Confirm new password"), "second-secret-X");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByText("The passwords do not match.")).toBeTruthy();
    await user.clear(field("Confirm new password"));
    await user.type(field("Confirm new password"), "second-secret-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    await waitFor(() => expect(field("Current password").value).toBe(""));
    const anon = createPorticoClient({ baseUrl: srv.url });
    await expect(signIn(anon, { email: owner.email, password: "second-secret-2" })).resolves.toMatchObject({
      kind: "owner",
    });
    await expect(signIn(anon, { email: owner.email, password: owner.password })).rejects.toMatchObject({
      code: "INVALID_CREDENTIALS",
    });
  });

  it("shows 'Cannot get user profile!' when the profile cannot be read", async () => {
    renderWithPortico(<AccountProfile />, { baseUrl: srv.url, token: "not-a-token" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Cannot get user profile!");
    expect(alert.textContent).toContain("Your session has expired. Please sign in again.");
  });
});

describe("AccountProfile for a sub-account", () => {
  it("offers only e-mail and password; both changes reach the server", async () => {
    const owner = await newOwner();
    const email = `sub-${Date.now()}@example.com`;
    await api(owner.token).POST("/v3/subscribers", { body: { email, password: "sub-secret-1", name: "Sub" } });
    const anon = createPorticoClient({ baseUrl: srv.url });
    const session = await signIn(anon, { email, password: "sub-secret-1", subscriber: true });
    renderWithPortico(<AccountProfile />, { baseUrl: srv.url, token: session.token, locale: "en" });

    const emailField = (await screen.findByLabelText("E-mail")) as HTMLInputElement;
    expect(emailField.value).toBe(email);
    expect(screen.queryByLabelText("Name")).toBeNull();
    expect(screen.getByText("As a sub-account you can change only your e-mail and password.")).toBeTruthy();

    const user = userEvent.setup();
    const renamed = `renamed-${email}`;
    await user.clear(emailField);
    await user.type(emailField, renamed);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();

    await user.type(field("Current password"), "sub-secret-1");
    await user.type(field("New password"), "sub-secret-2");
    await user.type(field("Confirm new password"), "sub-secret-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    await expect(signIn(anon, { email: renamed, password: "sub-secret-2", subscriber: true })).resolves.toMatchObject({
      kind: "subscriber",
    });
  });
});
