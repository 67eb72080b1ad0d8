import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { newOwnerWithBusiness } from "../../../test/testOwner";
import { ActivityList } from "./ActivityList";

let srv: TestServer;
let demo: Awaited<ReturnType<typeof demoApi>>;
beforeAll(async () => {
  srv = await startTestServer();
  demo = await demoApi(srv.url);
});
afterAll(() => srv?.close());

const row = async (name: string) =>
  (await screen.findByText(name, { selector: "td, td *" }, { timeout: 5000 })).closest("tr") as HTMLElement;
const bodyRows = () => screen.getAllByRole("row").slice(1);

describe("ActivityList against the reference server", () => {
  it("lists the café's activities newest update first and opens the editor with actmode=modules", async () => {
    const list = (await demo.call("GET", "/v3/businesses/1/activities")) as { id: number; name: string }[];
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<ActivityList businessId={1} />, { baseUrl: srv.url, token: demo.token });
    await row(list[0]!.name);
    expect(bodyRows().map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual(list.map((a) => a.name));
    await user.click(within(await row(list[0]!.name)).getByRole("button", { name: `Edit ${list[0]!.name}` }));
    expect(navigate).toHaveBeenCalledWith(`/businesses/1/activities/${list[0]!.id}?actmode=modules`);
  });

  it("keeps the name filter in the view state and shows only the matching activities", async () => {
    const onStateChange = vi.fn();
    const user = userEvent.setup();
    const view = renderWithPortico(<ActivityList businessId={1} state={{}} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token: demo.token,
    });
    await row("Coffee Coupon");
    await user.type(screen.getByLabelText("Filter by name"), "c");
    expect(onStateChange).toHaveBeenLastCalledWith({ activityName: "c", page: undefined });
    view.rerender(<ActivityList businessId={1} state={{ activityName: "coffee" }} onStateChange={onStateChange} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText("Coffee Coupon", { selector: "td" })).toBeTruthy();
    view.rerender(<ActivityList businessId={1} state={{ activityName: "zzz" }} onStateChange={onStateChange} />);
    expect(await screen.findByText("No activity matches this name.")).toBeTruthy();
  });

  it("filters on its own without a host's state, reporting the whole next state", async () => {
    const onStateChange = vi.fn();
    const user = userEvent.setup();
    renderWithPortico(<ActivityList businessId={1} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token: demo.token,
    });
    await row("Coffee Coupon");
    await user.type(screen.getByLabelText("Filter by name"), "coffee");
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(onStateChange).toHaveBeenLastCalledWith({ activityName: "coffee" });
  });

  it("sends a business with no activities to the first-activity wizard", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "empty");
    const { navigate } = renderWithPortico(<ActivityList businessId={owner.businessId} />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/businesses/${owner.businessId}/activities/first-activity`),
    );
  });

  it("asks for a business first when none is selected", async () => {
    renderWithPortico(<ActivityList businessId={0} />, { baseUrl: srv.url, token: demo.token });
    expect(await screen.findByText("Please select or add a business first.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add activity" })).toBeNull();
  });

  it("refuses an add in event mode until a project is selected", async () => {
    const user = userEvent.setup();
    renderWithPortico(<ActivityList businessId={1} menuType="event" />, { baseUrl: srv.url, token: demo.token });
    await row("Coffee Coupon");
    await user.click(await screen.findByRole("button", { name: "Add activity" }));
    expect(await screen.findByText("Please select a project first.")).toBeTruthy();
  });

  it("shows only the selected project's activities in event mode and adds the new one to that project", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "project");
    const bid = owner.businessId;
    const appId = (await owner.call("POST", `/v3/businesses/${bid}/projects`, { name: "Gala" })).body.appId as number;
    await owner.call("POST", `/v3/businesses/${bid}/activities`, { name: "Gala WiFi", appId });
    await owner.call("POST", `/v3/businesses/${bid}/activities`, { name: "Lobby WiFi" });
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<ActivityList businessId={bid} appId={appId} menuType="event" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await row("Gala WiFi");
    expect(bodyRows()).toHaveLength(1);
    expect(screen.queryByText("Lobby WiFi")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add activity" }));
    const ask = await screen.findByRole("dialog", { name: "New activity" });
    await user.type(within(ask).getByLabelText("Activity name"), "Gala Lobby");
    await user.click(within(ask).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\?actmode=modules$/)));
    const inProject = (await owner.call("GET", `/v3/businesses/${bid}/activities?appId=${appId}`)).body as {
      name: string;
    }[];
    expect(inProject.map((a) => a.name).sort()).toEqual(["Gala Lobby", "Gala WiFi"]);
  });

  it("shows the error when a duplicate fails and keeps the list", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "dupfail");
    const made = await owner.call("POST", `/v3/businesses/${owner.businessId}/activities`, { name: "Vanishing" });
    await owner.call("POST", `/v3/businesses/${owner.businessId}/activities`, { name: "Staying" });
    const user = userEvent.setup();
    renderWithPortico(<ActivityList businessId={owner.businessId} />, { baseUrl: srv.url, token: owner.token });
    const button = await within(await row("Vanishing")).findByRole("button", { name: "Duplicate Vanishing" });
    // Someone else removes it meanwhile: the duplicate is refused with NOT_FOUND.
    expect((await owner.call("DELETE", `/v3/activities/${made.body.id}`)).status).toBe(204);
    await user.click(button);
    expect(await screen.findByText("Not found.", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText("Vanishing Copy")).toBeNull();
    expect(screen.getByText("Staying", { selector: "td" })).toBeTruthy();
  });

  it("shows 'Cannot load activity list in current business!' for a business the caller cannot see", async () => {
    const stranger = await newOwnerWithBusiness(srv.url, "stranger");
    renderWithPortico(<ActivityList businessId={1} />, { baseUrl: srv.url, token: stranger.token });
    expect(
      await screen.findByText("Cannot load activity list in current business!", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("adds an activity once its name is confirmed and opens it, duplicates with ' Copy' and removes after the confirm", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "crud");
    const made = await owner.call("POST", `/v3/businesses/${owner.businessId}/activities`, { name: "Lunch Portal" });
    expect(made.status).toBe(201);
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<ActivityList businessId={owner.businessId} />, {
      baseUrl: srv.url,
      token: owner.token,
    });

    await user.click(await within(await row("Lunch Portal")).findByRole("button", { name: "Duplicate Lunch Portal" }));
    // The list reloads 1 s after an add.
    await row("Lunch Portal Copy");

    // Add asks the name first: Cancel leaves nothing behind, an empty name is refused, Create makes it.
    await user.click(await screen.findByRole("button", { name: "Add activity" }));
    const cancelled = await screen.findByRole("dialog", { name: "New activity" });
    await user.click(within(cancelled).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New activity" })).toBeNull());
    await user.click(screen.getByRole("button", { name: "Add activity" }));
    const named = await screen.findByRole("dialog", { name: "New activity" });
    await user.click(within(named).getByRole("button", { name: "Create" }));
    expect(await within(named).findByText("This field is required.")).toBeTruthy();
    const before = (await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body as unknown[];
    expect(before).toHaveLength(2);
    await user.type(within(named).getByLabelText("Activity name"), "Brunch Portal");
    await user.click(within(named).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\?actmode=modules$/)));
    await row("Brunch Portal");
    expect(bodyRows()[0]!.textContent).toContain("Brunch Portal");

    await user.click(within(await row("Lunch Portal Copy")).getByRole("button", { name: "Remove Lunch Portal Copy" }));
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText("Do you really want to delete this activity?")).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Lunch Portal Copy", { selector: "td" })).toBeNull(), {
      timeout: 5000,
    });
    const left = (await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body as { name: string }[];
    expect(left.map((a) => a.name).sort()).toEqual(["Brunch Portal", "Lunch Portal"]);
  });

  it("shows Remove-Activity-Error-Msg with the server's message when a configuration still uses the activity", async () => {
    const user = userEvent.setup();
    renderWithPortico(<ActivityList businessId={1} />, { baseUrl: srv.url, token: demo.token });
    await user.click(await within(await row("Welcome Portal")).findByRole("button", { name: "Remove Welcome Portal" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "OK" }));
    // The server's answer names the configuration group that still shows it.
    expect(
      await screen.findByText(
        "This activity cannot be removed: it is still shown by the configuration group(s) My First Setting.",
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const still = (await demo.call("GET", "/v3/businesses/1/activities")) as { name: string }[];
    expect(still.map((a) => a.name)).toContain("Welcome Portal");
  });
});
