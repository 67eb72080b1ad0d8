import { clearCookie, setCookie } from "@portico/react";
import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { App } from "../App";
import { getToken, saveToken } from "../session";

let srv: TestServer;
let demoToken: string;

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App baseUrl={srv.url} />
      <Where />
    </MemoryRouter>,
  );
}

function clearCookies() {
  for (const name of ["token", "lang", "useragent", "businessId"]) clearCookie(name);
}

const where = () => screen.getByTestId("where").textContent;

async function signInDemo(): Promise<string> {
  const client = createPorticoClient({ baseUrl: srv.url });
  const s = await signIn(client, { email: "demo@portico.dev", password: "portico-demo" });
  saveToken(s.token, s.expiresIn);
  return s.token;
}

beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());
afterEach(() => {
  cleanup();
  clearCookies();
});

describe("console shell against the reference server", () => {
  it("sends a visitor without a token to /login", async () => {
    renderAt("/businesses/0/reports/dashboard");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
  });

  it("shows the signed-in shell on the first business's landing route with no fake content", async () => {
    demoToken = await signInDemo();
    renderAt("/");
    // bid 0 is replaced by the selected business: no cookie, so the first one (the café).
    await waitFor(() => expect(where()).toBe("/businesses/1/reports/dashboard"));
    expect(await screen.findByText("demo@portico.dev")).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(crumbs.textContent).toContain("Performance dashboard");
    const main = screen.getByRole("main");
    // The landing screen is the performance dashboard itself.
    expect(main.querySelector('[data-screen-exists="false"]')).toBeNull();
    expect(await within(main).findByRole("heading", { name: "Performance dashboard" })).toBeTruthy();
    // The screens built so far; the administrators' system map only after the admin unlock.
    const links = () =>
      [...screen.getByRole("navigation", { name: "Main menu" }).querySelectorAll("a")].map((a) =>
        a.getAttribute("href"),
      );
    expect(links()).toEqual([
      "/businesses/1/detail",
      "/businesses/1/reports/dashboard",
      "/businesses/1/reports/visitors",
      "/businesses/1/reports/behavior",
      "/businesses/1/reports/booking",
      "/businesses/1/reports/coupon",
      "/businesses/1/greendashboard",
      "/businesses/1/activities",
      "/businesses/1/channels/dashboard",
      "/businesses/1/channels/shorturl",
      "/businesses/1/accesspoints",
      "/businesses/1/onlineclients",
      "/businesses/1/configgroups/list",
      "/businesses/1/inodegroups/preauth",
      "/businesses/1/inodegroups/list",
      "/businesses/1/networkconfigs",
      "/businesses/1/apps/authapps",
      "/businesses/1/apps/bookings",
      "/businesses/1/apps/opbookings",
      "/businesses/1/apps/products",
      "/businesses/1/apps/lotteries",
      "/businesses/1/apps/wifigrants",
      "/businesses/1/apps/payments",
      "/businesses/1/apps/vouchers",
      "/businesses/1/apps/vendor-config",
      "/businesses/1/apps/checkios",
      "/businesses/1/apps/holiday-pickup",
      "/businesses/1/edm",
      "/businesses/1/sms",
      "/businesses/1/air2",
      "/businesses/1/air2sources",
      "/businesses/1/webhooks",
    ]);
    expect(screen.queryByText("Error 404! Page not found.")).toBeNull();
    // Copyright from GET /v3/services/env
    await waitFor(() => expect(document.querySelector("footer")?.textContent).toBeTruthy());
    // The Konami code unlocks the system section at once.
    for (const key of [
      "ArrowUp",
      "ArrowUp",
      "ArrowDown",
      "ArrowDown",
      "ArrowLeft",
      "ArrowRight",
      "ArrowLeft",
      "ArrowRight",
      "b",
      "a",
    ])
      fireEvent.keyDown(document.body, { key });
    await waitFor(() => expect(links()).toContain("/system/inodes"));
    localStorage.clear();
  });

  it("shows the 404 page and the Deprecated page", async () => {
    await signInDemo();
    renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Error 404! Page not found." })).toBeTruthy();
    cleanup();
    renderAt("/businesses/0/inodes");
    expect(await screen.findByRole("heading", { name: "Deprecated" })).toBeTruthy();
  });

  it("applies the redirect rules inside the shell", async () => {
    await signInDemo();
    renderAt("/businesses/3/configgroups");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/businesses/3/configgroups/list"));
    cleanup();
    // A screen's tabs are routes of the business, the current one marked, the bar named after the first.
    renderAt("/businesses/1/configgroups/grouping");
    const tabs = within(await screen.findByRole("navigation", { name: "Configurations" }));
    expect(tabs.getAllByRole("link").map((a) => [a.getAttribute("href"), a.textContent, a.ariaCurrent])).toEqual([
      ["/businesses/1/configgroups/list", "Configurations", null],
      ["/businesses/1/configgroups/grouping", "Configuration grouping", "page"],
    ]);
    cleanup();
    // demo has the username "demo", so the users tab is kept
    renderAt("/account/users");
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(crumbs.textContent).toContain("Account users");
    expect(screen.getByTestId("where").textContent).toBe("/account/users");
  });

  it("speaks the language of the lang cookie and switches language", async () => {
    await signInDemo();
    setCookie("lang", "ja");
    renderAt("/businesses/0/reports/dashboard");
    const crumbs = await screen.findByRole("navigation", { name: "パンくずリスト" });
    expect(crumbs.textContent).toContain("パフォーマンスダッシュボード");
    expect(document.documentElement.lang).toBe("ja");
    fireEvent.change(screen.getByLabelText("言語"), { target: { value: "ru" } });
    expect(await screen.findByRole("navigation", { name: "Навигационная цепочка" })).toBeTruthy();
    expect(document.cookie).toContain("lang=ru");
  });

  it("logs out after the confirm: revokes the token, clears the cookie, fades, goes to /login", async () => {
    const token = await signInDemo();
    renderAt("/businesses/0/reports/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: /Account menu/ }));
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Do you want to log out?");
    // Record the fade as it happens: under load the 1 s fade can be over before a poll would look.
    let faded = false;
    const watch = new MutationObserver(() => {
      faded ||= /fading/.test(document.querySelector("[data-layout]")?.className ?? "");
    });
    watch.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["class"] });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "OK" }));
    });
    await waitFor(() => expect(getToken()).toBeNull());
    await waitFor(() => expect(faded).toBe(true));
    watch.disconnect();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"), { timeout: 3000 });
    const client = createPorticoClient({ baseUrl: srv.url, getToken: () => token });
    await expect(client.GET("/v3/me")).rejects.toMatchObject({ status: 401 });
    expect(demoToken).not.toBe(token);
  });
});
