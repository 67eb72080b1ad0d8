import { clearCookie } from "@portico/react";
import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { App } from "../App";
import { saveToken } from "../session";

// Event mode needs its own server (menu type event).
let srv: TestServer;

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
const where = () => screen.getByTestId("where").textContent ?? "";

beforeAll(async () => {
  srv = await startTestServer({ menuType: "event" });
});
afterAll(() => srv?.close());
afterEach(() => {
  cleanup();
  for (const name of ["token", "businessId"]) clearCookie(name);
});

describe("event mode against the reference server", () => {
  it("opens the new-business dialog for an owner with none, then adds 'My Project' and opens first-activity with it", async () => {
    const email = `event-${Date.now()}@example.com`;
    const client = createPorticoClient({ baseUrl: srv.url });
    await client.POST("/auth/signup/", { body: { email, password: "event-owner-1" } });
    const s = await signIn(client, { email, password: "event-owner-1" });
    saveToken(s.token, s.expiresIn);
    render(
      <MemoryRouter initialEntries={["/"]}>
        <App baseUrl={srv.url} />
        <Where />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole("dialog", { name: "New business" }, { timeout: 10_000 });
    const name = (await screen.findByLabelText("Business name")) as HTMLInputElement;
    expect(dialog.contains(name)).toBe(true);
    fireEvent.change(name, { target: { value: "Event Hall" } });
    fireEvent.click(screen.getByRole("button", { name: "Create business" }));
    await waitFor(() => expect(where()).toMatch(/^\/businesses\/\d+\/activities\/first-activity\?project=\d+$/), {
      timeout: 10_000,
    });
    const bid = Number(where().split("/")[2]);
    const appId = Number(new URLSearchParams(where().split("?")[1]).get("project"));
    const authed = createPorticoClient({ baseUrl: srv.url, getToken: () => s.token });
    const { data: projects } = await authed.GET("/v3/businesses/{businessId}/projects", {
      params: { path: { businessId: bid } },
    });
    expect(projects.map((p) => [p.appId, p.name, p.type])).toEqual([[appId, "My Project", "event"]]);
    expect(await screen.findByRole("button", { name: "Project: My Project" })).toBeTruthy();

    // 'All Items' is no project: the adding screen asks for one first.
    fireEvent.keyDown(screen.getByRole("button", { name: "Project: My Project" }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("menuitemradio", { name: "All Items" }));
    await waitFor(() => expect(where()).toBe(`/businesses/${bid}/activities/first-activity`));
    expect(await screen.findByText("Please select a project first.")).toBeTruthy();
  });
});
