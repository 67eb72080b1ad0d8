import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectHostPageSize } from "../../test/hostPageSize";
import { renderWithPortico } from "../../test/renderWithPortico";
import { BusinessList } from "./BusinessList";
import { BusinessSwitcher } from "./BusinessSwitcher";

let srv: TestServer;
let owner: string;
let staff: string;
beforeAll(async () => {
  srv = await startTestServer();
  const client = createPorticoClient({ baseUrl: srv.url });
  owner = (await signIn(client, { email: "demo@portico.dev", password: "portico-demo" })).token;
  staff = (await signIn(client, { email: "staff@portico.dev", password: "portico-staff", subscriber: true })).token;
});
afterAll(() => srv?.close());

describe("BusinessSwitcher against the reference server", () => {
  it("lists the demo businesses, checks the current one and calls onSwitch (keyboard only)", async () => {
    const onSwitch = vi.fn();
    const onCreate = vi.fn();
    renderWithPortico(<BusinessSwitcher businessId={1} onSwitch={onSwitch} onCreate={onCreate} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const trigger = await screen.findByRole("button", { name: "Current business: Portico Café" });
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitemradio");
    expect(items.map((i) => i.textContent)).toEqual(["✓Portico Café", "Portico Hotel"]);
    expect(items[0]!.getAttribute("aria-checked")).toBe("true");
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(onSwitch).toHaveBeenCalledWith(2));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("shows a sub-account only the businesses its ACL grants", async () => {
    renderWithPortico(<BusinessSwitcher businessId={1} onSwitch={() => {}} />, {
      baseUrl: srv.url,
      token: staff,
      locale: "tw",
    });
    const user = userEvent.setup();
    (await screen.findByRole("button", { name: "目前商家：Portico Café" })).focus();
    await user.keyboard("{Enter}");
    const items = within(await screen.findByRole("menu")).getAllByRole("menuitemradio");
    expect(items.map((i) => i.textContent)).toEqual(["✓Portico Café"]);
  });

  it("says 'Cannot load business list!' when the list fails", async () => {
    renderWithPortico(<BusinessSwitcher businessId={1} onSwitch={() => {}} />, { baseUrl: srv.url, token: "bad" });
    expect((await screen.findByRole("alert", {}, { timeout: 15_000 })).textContent).toContain(
      "Cannot load business list!",
    );
  });
});

describe("BusinessList", () => {
  it("shows the page size of its view state and reports a new one with the whole next state", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(<BusinessList onOpen={() => {}} state={{ pageSize: 10 }} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token: staff,
    });
    await expectHostPageSize(onStateChange);
  });

  it("shows the businesses with their access and opens a row", async () => {
    const onOpen = vi.fn();
    renderWithPortico(<BusinessList onOpen={onOpen} />, { baseUrl: srv.url, token: staff });
    const row = (await screen.findByText("Portico Café")).closest("tr")!;
    expect(row.textContent).toContain("Read-only");
    expect(screen.queryByText("Portico Hotel")).toBeNull();
    await userEvent.setup().click(row);
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});
