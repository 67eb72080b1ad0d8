import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { PreAuthList } from "./PreAuthList";

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

describe("PreAuthList against the reference server", () => {
  it("lists a roaming channel's devices grouped by SSID and deletes one SSID's list after the confirm", async () => {
    const user = userEvent.setup();
    const api = createPorticoClient({ baseUrl: srv.url, getToken: () => owner });
    const { data: channels } = await api.GET("/v3/businesses/{businessId}/roaming-channels", {
      params: { path: { businessId: 1 } },
    });
    const ch1 = channels.find((c) => c.name === "CH-01")!;
    const onStateChange = vi.fn();
    renderWithPortico(<PreAuthList businessId={1} state={{ rid: ch1.id }} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const table = await screen.findByRole("table", { name: /Pre-authorised devices on/ });
    expect(within(table).getByText("3c:22:fb:10:20:30")).toBeTruthy();
    expect(within(table).getByText("a4:83:e7:44:55:66")).toBeTruthy();
    const ssid = table.querySelector("caption")!.textContent!.replace("Pre-authorised devices on ", "");

    await user.click(screen.getByRole("button", { name: `Delete the list of ${ssid}` }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain(`Do you really want to delete ${ssid}?`);
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    expect(await screen.findByText("No pre-authorised devices.")).toBeTruthy();
    expect(await screen.findByText("Remove: 2 entries deleted")).toBeTruthy();

    // Choosing a group instead reports it for the route's igid.
    const owners = screen.getByLabelText("iNode group or roaming channel") as HTMLSelectElement;
    const lobby = [...owners.options].find((o) => o.text === "Group: Lobby")!;
    await user.selectOptions(owners, lobby.value);
    expect(onStateChange).toHaveBeenLastCalledWith({ igid: Number(lobby.value.split(":")[1]) });
    // Controlled: the host keeps the channel until it takes the change.
    expect(owners.value).toBe(`roaming:${ch1.id}`);
  });

  it("starts on the group of the deprecated igid prop and changes freely without a host", async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const api = createPorticoClient({ baseUrl: srv.url, getToken: () => owner });
    const { data: groups } = await api.GET("/v3/businesses/{businessId}/inode-groups", {
      params: { path: { businessId: 1 } },
    });
    const lobby = groups.find((g) => g.name === "Lobby")!;
    renderWithPortico(<PreAuthList businessId={1} igid={lobby.id} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const owners = (await screen.findByLabelText("iNode group or roaming channel")) as HTMLSelectElement;
    await waitFor(() => expect(owners.value).toBe(`group:${lobby.id}`));
    const channel = [...owners.options].find((o) => o.value.startsWith("roaming:"))!;
    await user.selectOptions(owners, channel.value);
    expect(onStateChange).toHaveBeenLastCalledWith({ rid: Number(channel.value.split(":")[1]) });
    expect(owners.value).toBe(channel.value);
  });
});
