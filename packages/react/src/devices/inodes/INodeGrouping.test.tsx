import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeGrouping } from "./INodeGrouping";

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

const groupOf = async (cuid: string) =>
  (
    await createPorticoClient({ baseUrl: srv.url, getToken: () => owner }).GET("/v3/inodes/{cuid}", {
      params: { path: { cuid } },
    })
  ).data.groupId;

describe("INodeGrouping against the reference server", () => {
  it("moves checked devices with the keyboard only", async () => {
    const user = userEvent.setup();
    renderWithPortico(<INodeGrouping businessId={1} />, { baseUrl: srv.url, token: owner });
    // The source starts at 'Unassigned Group INodes': Storage is there.
    const devices = await screen.findByRole("list", { name: "iNodes of the group" });
    const storage = await within(devices).findByRole("checkbox", { name: "Storage" });
    storage.focus();
    await user.keyboard(" ");
    expect(screen.getByText("1 selected")).toBeTruthy();
    const target = screen.getByRole("button", { name: "Move 1 selected iNodes to Lobby" });
    target.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Moved 1 iNodes to Lobby.")).toBeTruthy();
    await waitFor(() => expect(within(devices).queryByRole("checkbox", { name: "Storage" })).toBeNull());
    const lobby = (
      await createPorticoClient({ baseUrl: srv.url, getToken: () => owner }).GET(
        "/v3/businesses/{businessId}/inode-groups",
        { params: { path: { businessId: 1 } } },
      )
    ).data.find((g) => g.name === "Lobby");
    expect(await groupOf("c0ffee0000000006")).toBe(lobby?.id);

    await user.selectOptions(screen.getByLabelText("Group to move from"), String(lobby?.id));
    expect(await within(devices).findByRole("checkbox", { name: "Storage" })).toBeTruthy();
  });

  it("moves a dragged device onto a group", async () => {
    renderWithPortico(<INodeGrouping businessId={1} />, { baseUrl: srv.url, token: owner });
    const from = (await screen.findByLabelText("Group to move from")) as HTMLSelectElement;
    await waitFor(() => expect(from.options.length).toBe(3));
    const lobbyId = [...from.options].find((o) => o.text.startsWith("Lobby"))!.value;
    fireEvent.change(from, { target: { value: lobbyId } });
    const devices = screen.getByRole("list", { name: "iNodes of the group" });
    const card = (await within(devices).findByRole("checkbox", { name: "Lobby Left" })).closest("li")!;
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? "",
      effectAllowed: "",
    };
    fireEvent.dragStart(card, { dataTransfer });
    const target = screen.getByRole("heading", { name: "Unassigned Group INodes" }).closest("div")!.parentElement!;
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(async () => expect(await groupOf("c0ffee0000000004")).toBe(-1));
  });
});
