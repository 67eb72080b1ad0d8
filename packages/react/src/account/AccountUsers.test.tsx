import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectHostPageSize } from "../../test/hostPageSize";
import { renderWithPortico } from "../../test/renderWithPortico";
import { AccountUsers } from "./AccountUsers";

let srv: TestServer;
let demoToken: string;
beforeAll(async () => {
  srv = await startTestServer();
  demoToken = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const CAFE = 1;
const CREW = "crew@example.com";
const CREW_PASSWORD = "crew-secret-1";

/** Status of a call made as a sub-account (signed in through /auth/subscriber_login). */
async function asCrew(method: "GET" | "PUT", path: string, body?: unknown): Promise<number> {
  const { token } = await signIn(createPorticoClient({ baseUrl: srv.url }), {
    email: CREW,
    password: CREW_PASSWORD,
    subscriber: true,
  });
  const res = await fetch(`${srv.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.status;
}

/** The names in the sub-account's business list (GET /v3/businesses as the sub-account). */
async function crewBusinessNames(): Promise<string[]> {
  const { token } = await signIn(createPorticoClient({ baseUrl: srv.url }), {
    email: CREW,
    password: CREW_PASSWORD,
    subscriber: true,
  });
  const { data } = await createPorticoClient({ baseUrl: srv.url, getToken: () => token }).GET("/v3/businesses");
  return data.map((b) => b.profile.name);
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest("tr") as HTMLElement;
const grantOf = (business: string) => within(screen.getByRole("group", { name: business }));

describe("AccountUsers against the reference server", () => {
  it("shows the page size of its view state and reports a new one with the whole next state", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(<AccountUsers state={{ pageSize: 10 }} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token: demoToken,
    });
    await expectHostPageSize(onStateChange);
  });

  it("lists the seeded sub-account with its access", async () => {
    renderWithPortico(<AccountUsers />, { baseUrl: srv.url, token: demoToken });
    const row = await rowOf("staff@portico.dev");
    expect(row.textContent).toContain("Read-only in Portico Café");
  });

  it("adds a sub-user read-only on the café: it signs in, reads the café, cannot change it", async () => {
    renderWithPortico(<AccountUsers />, { baseUrl: srv.url, token: demoToken });
    const user = userEvent.setup();
    await rowOf("staff@portico.dev");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add user" }));
    await user.type(dialog.getByLabelText("Name"), "Crew Member");
    await user.type(dialog.getByLabelText("E-mail"), CREW);
    await user.type(dialog.getByLabelText("Password"), "short");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByText("The password must have at least 8 characters.")).toBeTruthy();
    await user.clear(dialog.getByLabelText("Password"));
    await user.type(dialog.getByLabelText("Password"), CREW_PASSWORD);
    // A new sub-user starts with no access anywhere.
    expect((grantOf("Portico Café").getByLabelText("None") as HTMLInputElement).checked).toBe(true);
    await user.click(grantOf("Portico Café").getByLabelText("Read-only"));
    await user.selectOptions(grantOf("Portico Café").getByLabelText("Point-of-sale role"), "staff-redeemonly");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The user has been added.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await rowOf(CREW)).textContent).toContain("Read-only in Portico Café");

    const list = (await createPorticoClient({ baseUrl: srv.url, getToken: () => demoToken }).GET("/v3/subscribers"))
      .data;
    const crew = list.find((s) => s.profile.email === CREW)!;
    expect(crew.profile.acl).toEqual({
      businesses: { get: true, put: false, post: false, delete: false },
      [CAFE]: { get: true, put: false, post: false, delete: false },
    });
    expect(crew.profile.mpos[CAFE]).toMatchObject({ "staff-redeemonly": true, admin: false, staff: false });
    // The contract has no GET of one business: read the café's branding, and the café is in the crew's list.
    expect(await asCrew("GET", `/v3/businesses/${CAFE}/branding`)).toBe(200);
    expect(await asCrew("PUT", `/v3/businesses/${CAFE}`, { profile: { name: "Hijacked" } })).toBe(403);
    expect(await asCrew("GET", "/v3/businesses/2/branding")).toBe(404);
    expect(await crewBusinessNames()).toEqual(["Portico Café"]);
  });

  it("puts a taken e-mail on the e-mail field", async () => {
    renderWithPortico(<AccountUsers />, { baseUrl: srv.url, token: demoToken, locale: "ja" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "ユーザーを追加" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("メールアドレス"), "staff@portico.dev");
    await user.type(dialog.getByLabelText("パスワード"), "another-secret");
    await user.click(dialog.getByRole("button", { name: "保存" }));
    const email = dialog.getByLabelText("メールアドレス");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe("staff@portico.dev");
  });

  it("edits the sub-user to no access: the café answers 404", async () => {
    renderWithPortico(<AccountUsers />, { baseUrl: srv.url, token: demoToken });
    const user = userEvent.setup();
    await user.click(within(await rowOf(CREW)).getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit user" }));
    expect((dialog.getByLabelText("Name") as HTMLInputElement).value).toBe("Crew Member");
    expect((grantOf("Portico Café").getByLabelText("Read-only") as HTMLInputElement).checked).toBe(true);
    expect((grantOf("Portico Café").getByLabelText("Point-of-sale role") as HTMLSelectElement).value).toBe(
      "staff-redeemonly",
    );
    await user.click(grantOf("Portico Café").getByLabelText("None"));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The user has been saved.")).toBeTruthy();
    await waitFor(() => expect(within(screen.getByText(CREW).closest("tr")!).getByText("No access")).toBeTruthy());
    expect(await asCrew("GET", `/v3/businesses/${CAFE}/branding`)).toBe(404);
    expect(await crewBusinessNames()).toEqual([]);
  });

  it("deletes the sub-user after 'Do you really want to delete this user?'", async () => {
    renderWithPortico(<AccountUsers />, { baseUrl: srv.url, token: demoToken });
    const user = userEvent.setup();
    await user.click(within(await rowOf(CREW)).getByRole("button", { name: "Delete" }));
    const ask = within(await screen.findByRole("alertdialog"));
    expect(ask.getByText("Do you really want to delete this user?")).toBeTruthy();
    await user.click(ask.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText(CREW)).toBeTruthy();
    await user.click(within(await rowOf(CREW)).getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The user has been deleted.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(CREW)).toBeNull());
    await expect(asCrew("GET", "/v3/me")).rejects.toMatchObject({ code: "INVALID_CREDENTIALS" });
  });

  it("shows 'Cannot get subscriber list!' when the list cannot be read", async () => {
    const { token } = await signIn(createPorticoClient({ baseUrl: srv.url }), {
      email: "suspended@portico.dev",
      password: "portico-demo",
    });
    renderWithPortico(<AccountUsers />, { baseUrl: srv.url, token });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Cannot get subscriber list!");
    expect(alert.textContent).toContain("This account is suspended.");
  });

  it("tells a sub-account that managing users is not available", async () => {
    const { token } = await signIn(createPorticoClient({ baseUrl: srv.url }), {
      email: "staff@portico.dev",
      password: "portico-staff",
      subscriber: true,
    });
    renderWithPortico(<AccountUsers />, { baseUrl: srv.url, token, locale: "ru" });
    expect(await screen.findByText("Управлять пользователями может только основная учётная запись.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
