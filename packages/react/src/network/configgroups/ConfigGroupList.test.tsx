import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectHostPageSize } from "../../../test/hostPageSize";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { ConfigGroupList } from "./ConfigGroupList";

let srv: TestServer;
let token: string;
let api: Awaited<ReturnType<typeof demoApi>>["call"];
beforeAll(async () => {
  srv = await startTestServer();
  ({ token, call: api } = await demoApi(srv.url));
});
afterAll(() => srv?.close());

const row = async (name: string) => (await screen.findByText(name, { selector: "td" })).closest("tr") as HTMLElement;

describe("ConfigGroupList against the reference server", () => {
  it("lists the café's configurations with the iNode groups using them and the schedule switch on", async () => {
    const groups = (await api("GET", "/v3/businesses/1/config-groups")) as {
      name: string;
      inodeGroups: { name: string }[];
    }[];
    renderWithPortico(<ConfigGroupList businessId={1} />, { baseUrl: srv.url, token });
    const first = await row("My First Setting");
    for (const g of groups[0]!.inodeGroups) expect(within(first).getByText(new RegExp(g.name))).toBeTruthy();
    expect(
      within(first).getByRole("switch", { name: "Schedule of My First Setting" }).getAttribute("aria-checked"),
    ).toBe("true");
  });

  it("shows the page size of its view state and reports a new one with the whole next state", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(<ConfigGroupList businessId={1} state={{ pageSize: 10 }} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token,
    });
    await expectHostPageSize(onStateChange);
  });

  it("resets the schedule switch to off with the server's message when there is nothing to schedule", async () => {
    await api("POST", "/v3/businesses/1/config-groups", { name: "Weekend setting" });
    const user = userEvent.setup();
    renderWithPortico(<ConfigGroupList businessId={1} />, { baseUrl: srv.url, token });
    const sw = within(await row("Weekend setting")).getByRole("switch", { name: "Schedule of Weekend setting" });
    expect(sw.getAttribute("aria-checked")).toBe("false");
    // Enabled once the business (and so the caller's permissions) has loaded.
    await waitFor(() => expect((sw as HTMLButtonElement).disabled).toBe(false));
    await user.click(sw);
    expect(await screen.findByText("There is no schedule from today on to enable.")).toBeTruthy();
    await waitFor(() => expect(sw.getAttribute("aria-checked")).toBe("false"));
  });

  it("asks before changing a configuration several iNode groups use, then saves it", async () => {
    const before = (await api("GET", "/v3/businesses/1/config-groups")) as { id: number; inodeGroups: unknown[] }[];
    expect(before[0]!.inodeGroups.length).toBeGreaterThan(1);
    const user = userEvent.setup();
    renderWithPortico(<ConfigGroupList businessId={1} />, { baseUrl: srv.url, token });
    await user.click(
      await within(await row("My First Setting")).findByRole("button", { name: "Edit My First Setting" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit configuration" });
    const name = within(dialog).getByLabelText("Configuration name");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    await user.type(name, "Café setting");
    await user.clear(within(dialog).getByLabelText("SSID 2 name (5 GHz)"));
    await user.type(within(dialog).getByLabelText("SSID 2 name (5 GHz)"), "Café Guests 5G");
    // The SSID's activity, chosen from the business's activity list (newest update first).
    const portal = within(dialog).getByLabelText("Activity on Portico Café WiFi") as HTMLSelectElement;
    expect(portal.selectedOptions[0]?.text).toBe("Welcome Portal");
    await waitFor(
      () =>
        expect([...portal.options].map((o) => o.text)).toEqual([
          "No activity",
          "Guest Survey",
          "Coffee Coupon",
          "Welcome Portal",
        ]),
      { timeout: 5000 },
    );
    await user.selectOptions(portal, "Guest Survey");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText(/used by several iNode groups/)).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "Update all" }));
    expect((await screen.findAllByText("Update", {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    const after = await api("GET", `/v3/config-groups/${before[0]!.id}`);
    expect(after.name).toBe("Café setting");
    expect(after.network.wifi["5g"].ssid[1].name).toBe("Café Guests 5G");
    expect(after.activities["1"].activityName).toBe("Guest Survey");
    expect(after.activities["2"].activityName).toBe("Coffee Coupon");
    await api("PUT", `/v3/config-groups/${before[0]!.id}?confirm=true`, {
      name: "My First Setting",
      activities: (before[0] as { activities?: object }).activities,
    });
  });

  it("removes a configuration after 'Do you really want to delete' plus its name", async () => {
    const user = userEvent.setup();
    renderWithPortico(<ConfigGroupList businessId={1} />, { baseUrl: srv.url, token });
    await user.click(
      await within(await row("Weekend setting")).findByRole("button", { name: "Remove Weekend setting" }),
    );
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText("Do you really want to delete Weekend setting?")).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Weekend setting", { selector: "td" })).toBeNull(), {
      timeout: 5000,
    });
    const left = (await api("GET", "/v3/businesses/1/config-groups")) as { name: string }[];
    expect(left.map((g) => g.name)).toEqual(["My First Setting"]);
  });

  it("sends a business with no configuration groups to the first wizard", async () => {
    const { navigate } = renderWithPortico(<ConfigGroupList businessId={2} />, { baseUrl: srv.url, token });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/businesses/2/configgroups/first-config-group"));
  });
});
