import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeGroupDialog } from "./INodeGroupDialog";

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
const groups = async () =>
  (await api().GET("/v3/businesses/{businessId}/inode-groups", { params: { path: { businessId: 1 } } })).data;

describe("INodeGroupDialog VLAN tabs against the reference server", () => {
  it("adds a VLAN to a WAN, refuses a bad mask with its message, saves, and shows it again on reopening", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const view = renderWithPortico(
      <INodeGroupDialog businessId={1} group={null} open onOpenChange={() => {}} onSaved={onSaved} />,
      { baseUrl: srv.url, token: owner },
    );
    const dialog = await screen.findByRole("dialog", { name: "New iNode group" });
    expect(within(dialog).getByText("Choose a model to set the VLANs of its WANs.")).toBeTruthy();
    const name = within(dialog).getByLabelText("Group name");
    await user.clear(name);
    await user.type(name, "VLAN terrace");
    await waitFor(() => expect((within(dialog).getByLabelText("Model") as HTMLSelectElement).options.length).toBe(4));
    await user.selectOptions(within(dialog).getByLabelText("Model"), "iN-300");

    // One tab per WAN of the model; arrow keys move between them.
    const tabs = await within(dialog).findByRole("tablist", { name: "WAN interfaces" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["wan0", "wan1"]);
    within(tabs).getByRole("tab", { name: "wan0" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(tabs).getByRole("tab", { name: "wan1" }).getAttribute("aria-selected")).toBe("true");
    const panel = within(dialog).getByRole("tabpanel");
    expect(within(panel).getByText("No VLAN on wan1 yet.")).toBeTruthy();

    await user.click(within(panel).getByRole("button", { name: "Add a VLAN to wan1" }));
    const entry = within(panel).getByRole("group", { name: "VLAN 1" });
    const id = within(entry).getByLabelText("VLAN ID") as HTMLInputElement;
    expect(id.value).toBe("1");
    // The id's text comes from the rule's one catalogue (@portico/sdk/rules), as the server's answer does.
    await user.clear(id);
    await user.type(id, "4095");
    await user.tab();
    expect(await within(entry).findByText("The VLAN ID must be a whole number from 1 to 4094.")).toBeTruthy();
    await user.clear(id);
    await user.type(id, "20");
    await user.selectOptions(within(entry).getByLabelText("Mode"), "static");
    await user.type(within(entry).getByLabelText("IP address"), "10.0.20.2");
    await user.type(within(entry).getByLabelText("Netmask"), "255.0.255.0");
    await user.tab();
    expect(await within(entry).findByText("Enter a valid netmask such as 255.255.255.0.")).toBeTruthy();
    // Saving with the bad mask sends nothing and keeps what was typed.
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(entry).getByText("This field is required.")).toBeTruthy(); // the gateway, now that a save was tried
    expect(within(tabs).getByRole("tab", { name: /wan1.*Errors: 2/ })).toBeTruthy();
    expect((await groups()).some((g) => g.name === "VLAN terrace")).toBe(false);
    const mask = within(entry).getByLabelText("Netmask") as HTMLInputElement;
    expect(mask.value).toBe("255.0.255.0");
    await user.clear(mask);
    await user.type(mask, "255.255.255.0");
    await user.type(within(entry).getByLabelText("Gateway"), "10.0.20.1");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const saved = (await groups()).find((g) => g.name === "VLAN terrace");
    expect(saved?.wanVlans).toEqual({
      wan0: [],
      wan1: [{ mode: "static", vlanId: 20, static: { ip: "10.0.20.2", mask: "255.255.255.0", gateway: "10.0.20.1" } }],
    });
    view.unmount();

    // Reopening the group shows its VLAN; a server refusal lands next to its field and keeps the input.
    renderWithPortico(<INodeGroupDialog businessId={1} group={saved!} open onOpenChange={() => {}} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const edit = await screen.findByRole("dialog", { name: "Edit iNode group" });
    await user.click(await within(edit).findByRole("tab", { name: "wan1" }));
    const again = within(within(edit).getByRole("tabpanel")).getByRole("group", { name: "VLAN 1" });
    expect((within(again).getByLabelText("VLAN ID") as HTMLInputElement).value).toBe("20");
    expect((within(again).getByLabelText("Netmask") as HTMLInputElement).value).toBe("255.255.255.0");
    await user.click(within(edit).getByRole("tab", { name: "wan0" }));
    await user.click(within(edit).getByRole("button", { name: "Add a VLAN to wan0" }));
    const pppoe = within(within(edit).getByRole("tabpanel")).getByRole("group", { name: "VLAN 1" });
    await user.selectOptions(within(pppoe).getByLabelText("Mode"), "pppoe");
    await user.type(within(pppoe).getByLabelText("PPPoE username"), "isp-user");
    const password = within(pppoe).getByLabelText("PPPoE password") as HTMLInputElement;
    await user.click(password);
    await user.paste("x".repeat(129)); // longer than the contract allows: only the server knows
    await user.click(within(edit).getByRole("button", { name: "Save" }));
    expect(await within(pppoe).findByText(/128/)).toBeTruthy();
    expect(password.value).toHaveLength(129);
    expect((await groups()).find((g) => g.id === saved?.id)?.wanVlans).toEqual(saved?.wanVlans);
  });

  it("offers the roaming channels by name with 'No roaming' first, and saves the one chosen", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithPortico(<INodeGroupDialog businessId={1} group={null} open onOpenChange={() => {}} onSaved={onSaved} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const dialog = await screen.findByRole("dialog", { name: "New iNode group" });
    const roaming = within(dialog).getByLabelText("Roaming channel") as HTMLSelectElement;
    await waitFor(() => expect(roaming.options.length).toBeGreaterThan(1));
    // The first choice is a text, never a raw catalogue key (it read 'inodes.roaming.none' before).
    expect(roaming.options[0]?.textContent).toBe("No roaming");
    expect([...roaming.options].slice(1, 4).map((o) => o.textContent)).toEqual(["CH-01", "CH-02", "CH-03"]);
    await user.type(within(dialog).getByLabelText("Group name"), " roaming");
    await user.selectOptions(roaming, "CH-02");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const saved = (await groups()).find((g) => g.name.endsWith(" roaming"));
    const ch02 = [...roaming.options].find((o) => o.textContent === "CH-02")?.value;
    expect(String(saved?.roamingId)).toBe(ch02);
  });
});
