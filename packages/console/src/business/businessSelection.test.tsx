import { clearCookie, getCookie, setCookie } from "@portico/react";
import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { App } from "../App";
import { ADMIN_UNLOCK_KEY, ADMIN_UNLOCK_SEQUENCE } from "../guide/keySequence";
import { saveToken } from "../session";

let srv: TestServer;

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
const where = () => screen.getByTestId("where").textContent;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App baseUrl={srv.url} />
      <Where />
    </MemoryRouter>,
  );
}

async function signInAs(email: string, password: string, subscriber = false): Promise<string> {
  const s = await signIn(createPorticoClient({ baseUrl: srv.url }), { email, password, subscriber });
  saveToken(s.token, s.expiresIn);
  return s.token;
}

beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());
afterEach(() => {
  cleanup();
  for (const name of ["token", "lang", "useragent", "businessId"]) clearCookie(name);
  localStorage.clear();
});

describe("business selection in the shell, against the reference server", () => {
  it("replaces bid 0 with the selected business keeping the path; the cookie follows the current business", async () => {
    await signInAs("demo@portico.dev", "portico-demo");
    renderAt("/businesses/0/reports/visitors?v=3");
    await waitFor(() => expect(where()).toBe("/businesses/1/reports/visitors?v=3"));
    await waitFor(() => expect(getCookie("businessId")).toBe("1"));
    cleanup();
    // The cookie wins over the first business; a route bid wins over the cookie and moves it.
    setCookie("businessId", "2");
    renderAt("/");
    await waitFor(() => expect(where()).toBe("/businesses/2/reports/dashboard"));
    cleanup();
    renderAt("/businesses/1/sms/12");
    await waitFor(() => expect(getCookie("businessId")).toBe("1"));
  });

  it("creates 'Unnamed' for a new owner (browser time zone, own e-mail) and opens the first-activity route", async () => {
    const email = `new-${Date.now()}@example.com`;
    const client = createPorticoClient({ baseUrl: srv.url });
    await client.POST("/auth/signup/", { body: { email, password: "new-owner-pass-1" } });
    const token = await signInAs(email, "new-owner-pass-1");
    renderAt("/");
    await waitFor(() => expect(where()).toMatch(/^\/businesses\/\d+\/activities\/first-activity$/), {
      timeout: 10_000,
    });
    const bid = Number(where()!.split("/")[2]);
    const authed = createPorticoClient({ baseUrl: srv.url, getToken: () => token });
    const { data: list } = await authed.GET("/v3/businesses");
    expect(list.map((b) => [b.id, b.profile.name, b.profile.email, b.profile.timeZone])).toEqual([
      [bid, "Unnamed", email, Intl.DateTimeFormat().resolvedOptions().timeZone],
    ]);
    await waitFor(() => expect(getCookie("businessId")).toBe(String(bid)));
  });

  it("shows a sub-account the 404 page for a business it cannot see, never its data", async () => {
    await signInAs("staff@portico.dev", "portico-staff", true);
    renderAt("/businesses/2/detail");
    expect(await screen.findByRole("heading", { name: "Error 404! Page not found." })).toBeTruthy();
    expect(screen.queryByText("Portico Hotel")).toBeNull();
    expect(getCookie("businessId")).toBeNull();
    cleanup();
    // Its own list has the café only: bid 0 selects it.
    renderAt("/businesses/0/reports/dashboard");
    await waitFor(() => expect(where()).toBe("/businesses/1/reports/dashboard"));
  });

  it("switches business from the top navigation keeping the section; outside a business only the cookie moves", async () => {
    await signInAs("demo@portico.dev", "portico-demo");
    renderAt("/businesses/1/reports/visitors?activityName=x");
    const pick = async (name: string) => {
      const trigger = await screen.findByRole("button", { name: /^Current business: / });
      fireEvent.keyDown(trigger, { key: "Enter" });
      fireEvent.click(await screen.findByRole("menuitemradio", { name }));
    };
    await pick("Portico Hotel");
    await waitFor(() => expect(where()).toBe("/businesses/2/reports/visitors"));
    await waitFor(() => expect(getCookie("businessId")).toBe("2"));
    expect(await screen.findByRole("button", { name: "Current business: Portico Hotel" })).toBeTruthy();
    cleanup();
    renderAt("/account/profile");
    await pick("Portico Café");
    await waitFor(() => expect(getCookie("businessId")).toBe("1"));
    expect(where()).toBe("/account/profile");
  });

  it("after removing the current business selects the first remaining one, then bid 0 with the new-business dialog", async () => {
    const email = `remove-${Date.now()}@example.com`;
    const client = createPorticoClient({ baseUrl: srv.url });
    await client.POST("/auth/signup/", { body: { email, password: "remove-owner-1" } });
    const token = await signInAs(email, "remove-owner-1");
    const authed = createPorticoClient({ baseUrl: srv.url, getToken: () => token });
    const make = async (name: string) =>
      (await authed.POST("/v3/businesses", { body: { profile: { name } } as never })).data.id;
    const a = await make("Alpha");
    const b = await make("Beta");
    renderAt(`/businesses/${a}/detail`);
    const remove = async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Remove business" }, { timeout: 5000 }));
      const confirm = await screen.findByRole("alertdialog");
      fireEvent.click(within(confirm).getByRole("button", { name: "OK" }));
    };
    await remove();
    await waitFor(() => expect(where()).toBe(`/businesses/${b}/reports/dashboard`));
    await waitFor(() => expect(getCookie("businessId")).toBe(String(b)));
    fireEvent.click(await screen.findByRole("link", { name: "Business settings" }, { timeout: 5000 }));
    await remove();
    await waitFor(() => expect(where()).toBe("/businesses/0/reports/dashboard"));
    expect(await screen.findByRole("dialog", { name: "New business" }, { timeout: 5000 })).toBeTruthy();
    // No 'Unnamed' is made behind the dialog's back.
    expect((await authed.GET("/v3/businesses")).data).toEqual([]);
  });

  it("sets the admin-unlock flag on the hidden keystroke sequence", async () => {
    await signInAs("demo@portico.dev", "portico-demo");
    renderAt("/businesses/1/reports/dashboard");
    await screen.findByRole("navigation", { name: "Main menu" });
    expect(localStorage.getItem(ADMIN_UNLOCK_KEY)).toBeNull();
    for (const key of ADMIN_UNLOCK_SEQUENCE) fireEvent.keyDown(document.body, { key });
    expect(localStorage.getItem(ADMIN_UNLOCK_KEY)).toBe("1");
    expect(await screen.findByText("Admin tools unlocked.")).toBeTruthy();
  });
});
