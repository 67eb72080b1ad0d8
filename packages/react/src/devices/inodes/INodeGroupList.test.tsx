import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectHostPageSize } from "../../../test/hostPageSize";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeGroupList } from "./INodeGroupList";

// The machine is shared with other suites: first loads against the in-process server can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

let srv: TestServer;
let owner: string;
beforeAll(async () => {
  srv = await startTestServer();
  owner = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const api = () => createPorticoClient({ baseUrl: srv.url, getToken: () => owner });
const groups = async (businessId = 1) =>
  (await api().GET("/v3/businesses/{businessId}/inode-groups", { params: { path: { businessId } } })).data;

describe("INodeGroupList against the reference server", () => {
  it("shows the page size of its view state and reports a new one with the whole next state", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(<INodeGroupList businessId={1} state={{ pageSize: 10 }} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token: owner,
    });
    await expectHostPageSize(onStateChange);
  });

  it("lists the groups, then 'Unassigned Group INodes' (-1) with no actions", async () => {
    const onShowDevices = vi.fn();
    const onNoGroups = vi.fn();
    renderWithPortico(<INodeGroupList businessId={1} onShowDevices={onShowDevices} onNoGroups={onNoGroups} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const rows = await screen.findAllByRole("row");
    await waitFor(() => expect(screen.getByText("Unassigned Group INodes")).toBeTruthy());
    const names = screen.getAllByRole("row").map((r) => r.querySelector("td")?.textContent);
    expect(names.filter(Boolean)).toEqual(["Default iNode Group", "Lobby", "Unassigned Group INodes"]);
    expect(rows.length).toBeGreaterThan(1);
    const unassigned = screen.getByText("Unassigned Group INodes").closest("tr") as HTMLElement;
    expect(within(unassigned).queryByRole("button", { name: /Edit/ })).toBeNull();
    expect((await screen.findAllByText("My First Setting", {}, { timeout: 5000 })).length).toBe(2);
    await userEvent.click(within(unassigned).getByRole("button", { name: /Show the 1 iNodes/ }));
    expect(onShowDevices).toHaveBeenCalledWith(-1);
    expect(onNoGroups).not.toHaveBeenCalled();
  });

  it("adds a group (name-length rule first, keeping the input), edits its roaming channel and deletes it", async () => {
    const user = userEvent.setup();
    renderWithPortico(<INodeGroupList businessId={1} />, { baseUrl: srv.url, token: owner });
    await user.click(await screen.findByRole("button", { name: "Add iNode group" }));
    const dialog = await screen.findByRole("dialog", { name: "New iNode group" });
    const name = within(dialog).getByLabelText("Group name") as HTMLInputElement;
    expect(name.value).toBe("Default iNode Group");
    await user.clear(name);
    await user.type(name, "露台露台露台露台露台露台");
    await user.selectOptions(within(dialog).getByLabelText("Model"), "iN-200");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/too long/)).toBeTruthy();
    expect((within(dialog).getByLabelText("Model") as HTMLSelectElement).value).toBe("iN-200");
    await user.clear(name);
    await user.type(name, "Terrace bar");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New iNode group" })).toBeNull());
    const made = (await groups()).find((g) => g.name === "Terrace bar");
    expect(made?.modelId).toBe("iN-200");
    expect(made?.roamingId).toBeNull();

    await user.click(await screen.findByRole("button", { name: "Edit Terrace bar" }));
    const edit = await screen.findByRole("dialog", { name: "Edit iNode group" });
    const roaming = within(edit).getByLabelText("Roaming channel") as HTMLSelectElement;
    await waitFor(() => expect(roaming.options.length).toBeGreaterThan(1));
    await user.selectOptions(roaming, "CH-02");
    await user.click(within(edit).getByRole("button", { name: "Save" }));
    await waitFor(async () => expect((await groups()).find((g) => g.id === made?.id)?.roamingId).not.toBeNull());
    expect(await screen.findByText("CH-02")).toBeTruthy();

    await user.click(await screen.findByRole("button", { name: "Delete Terrace bar" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Do you really want to delete Terrace bar?");
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    await waitFor(async () => expect((await groups()).some((g) => g.name === "Terrace bar")).toBe(false));
  });

  it("tells the host when a business has no group yet (the console opens the wizard)", async () => {
    const { data: biz } = await api().POST("/v3/businesses", {
      body: { profile: { name: "No groups yet", timeZone: "Asia/Taipei" } },
    });
    const onNoGroups = vi.fn();
    renderWithPortico(<INodeGroupList businessId={biz.id} onNoGroups={onNoGroups} />, {
      baseUrl: srv.url,
      token: owner,
    });
    await waitFor(() => expect(onNoGroups).toHaveBeenCalledTimes(1));
  });
});
