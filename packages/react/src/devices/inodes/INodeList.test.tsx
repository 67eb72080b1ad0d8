import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { useINodes } from "../../data/inodes";
import { INodeList } from "./INodeList";

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
const rowOf = async (name: string) => (await screen.findByRole("button", { name })).closest("tr") as HTMLElement;

/** The names of one page of business 1's iNodes, `pageSize` a page (paging tests). */
function PageNames({ page, pageSize, testId }: { page: number; pageSize: number; testId: string }) {
  const { data } = useINodes(1, { page, pageSize });
  return <p data-testid={testId}>{data ? data.inodes.map((i) => i.nickname).join(",") : "…"}</p>;
}

describe("INodeList against the reference server", () => {
  it("pages, filters by status and opens a device through navigate", async () => {
    const user = userEvent.setup();
    const r = renderWithPortico(<INodeList businessId={1} />, { baseUrl: srv.url, token: owner });
    expect(within(await rowOf("Counter")).getByText("Online")).toBeTruthy();
    expect(within(await rowOf("Terrace")).getByText("Offline")).toBeTruthy();
    expect(within(await rowOf("Storage")).getByText("Unassigned Group INodes")).toBeTruthy();
    expect(screen.getByText("1–6 of 6", { exact: false })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Status"), "offline");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Counter" })).toBeNull());
    expect(screen.getByRole("button", { name: "Terrace" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lobby Right" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Terrace" }));
    expect(r.navigate).toHaveBeenCalledWith("/businesses/1/inodegroups/c0ffee0000000003/info");
  });

  it("pages forward by key from the page before (after=nextCursor), by offset when that page is not cached", async () => {
    const calls = vi.spyOn(globalThis, "fetch");
    const view = renderWithPortico(<PageNames page={0} pageSize={2} testId="names" />, {
      baseUrl: srv.url,
      token: owner,
    });
    await waitFor(() => expect(screen.getByTestId("names").textContent).toBe("Counter,Kitchen"));
    view.rerender(<PageNames page={1} pageSize={2} testId="names" />);
    await waitFor(() => expect(screen.getByTestId("names").textContent).toBe("Lobby Left,Lobby Right"));
    const urls = calls.mock.calls
      .map(([u]) => String(u instanceof Request ? u.url : u))
      .filter((u) => u.includes("/inodes?"));
    expect(urls.at(-1)).toContain("after=");
    expect(urls.at(-1)).not.toContain("startIndex");
    // A page opened directly (no page before it cached: another page size) is read by offset.
    view.unmount();
    renderWithPortico(<PageNames page={1} pageSize={3} testId="direct" />, { baseUrl: srv.url, token: owner });
    await waitFor(() => expect(screen.getByTestId("direct").textContent).toBe("Lobby Right,Storage,Terrace"));
    const last = calls.mock.calls.map(([u]) => String(u instanceof Request ? u.url : u)).at(-1);
    expect(last).toContain("startIndex=3");
    calls.mockRestore();
  });

  it("shows the filters of its view state and reports a change with the whole next state", async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const view = renderWithPortico(
      <INodeList businessId={1} state={{ status: "offline" }} onStateChange={onStateChange} />,
      { baseUrl: srv.url, token: owner },
    );
    expect(await screen.findByRole("button", { name: "Terrace" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Counter" })).toBeNull();
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("offline");
    await user.selectOptions(screen.getByLabelText("Group"), "-1");
    expect(onStateChange).toHaveBeenLastCalledWith({ status: "offline", groupId: -1 });
    // The host's back button drops the status: every device again.
    view.rerender(<INodeList businessId={1} state={{}} onStateChange={onStateChange} />);
    expect(await screen.findByRole("button", { name: "Counter" })).toBeTruthy();
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("");
  });

  it("edits a nickname inline: the name-length rule first, then the save; Escape cancels", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithPortico(<INodeList businessId={1} groupId={-1} onOpen={onOpen} />, { baseUrl: srv.url, token: owner });
    await user.click(await screen.findByRole("button", { name: "Rename Storage" }));
    const input = screen.getByLabelText("Name") as HTMLInputElement;
    await user.clear(input);
    await user.type(input, "倉庫倉庫倉庫倉庫倉庫倉{Enter}");
    expect((await screen.findByRole("alert")).textContent).toMatch(/too long/);
    expect(input.value).toBe("倉庫倉庫倉庫倉庫倉庫倉");
    await user.clear(input);
    await user.type(input, "Back room{Enter}");
    expect(await screen.findByRole("button", { name: "Back room" })).toBeTruthy();
    const { data } = await api().GET("/v3/inodes/{cuid}", { params: { path: { cuid: "c0ffee0000000006" } } });
    expect(data.nickname).toBe("Back room");

    await user.click(screen.getByRole("button", { name: "Rename Back room" }));
    await user.type(screen.getByLabelText("Name"), " X{Escape}");
    expect(await screen.findByRole("button", { name: "Back room" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back room" }));
    expect(onOpen).toHaveBeenCalledWith("c0ffee0000000006");
  });

  it("shows a device going offline and back online from live events, without a reload", async () => {
    renderWithPortico(<INodeList businessId={1} />, { baseUrl: srv.url, token: owner });
    const row = await rowOf("Kitchen");
    expect(within(row).getByText("Online")).toBeTruthy();
    // The socket opens after the first render: wait until the business has a listener.
    await waitFor(async () =>
      expect(await srv.server.ctx.live.publish({ businessId: 1 }, { params: { type: "ping", businessId: 1 } })).toBe(1),
    );
    await srv.server.simulator!.setOnline("c0ffee0000000002", false);
    await waitFor(() => expect(within(row).getByText("Offline")).toBeTruthy());
    await srv.server.simulator!.setOnline("c0ffee0000000002", true);
    await waitFor(() => expect(within(row).getByText("Online")).toBeTruthy());
  });

  it("binds a scanned device, and refuses a malformed or unknown access code keeping what was typed", async () => {
    const user = userEvent.setup();
    const found = await srv.server.simulator!.discoverDevice({ businessId: 1, modelId: "iN-100" });
    renderWithPortico(<INodeList businessId={1} />, { baseUrl: srv.url, token: owner });
    await user.click(await screen.findByRole("button", { name: "Scan for new devices" }));
    const scan = await screen.findByRole("dialog", { name: "New devices" });
    await user.click(await within(scan).findByRole("button", { name: `Bind ${found.ac}` }));
    const bind = await screen.findByRole("dialog", { name: "Bind an iNode" });
    const ac = within(bind).getByLabelText("Access code") as HTMLInputElement;
    expect(ac.value).toBe(found.ac);
    await user.clear(ac);
    await user.type(ac, "12:34");
    await user.type(within(bind).getByLabelText("Name"), "Patio");
    await user.click(within(bind).getByRole("button", { name: "Bind" }));
    expect(await within(bind).findByText(/12 hexadecimal digits/)).toBeTruthy();
    expect((within(bind).getByLabelText("Name") as HTMLInputElement).value).toBe("Patio");
    // A well-formed code no device announced is refused by the server (INODE_UNKNOWN), keeping what was typed.
    await user.clear(ac);
    await user.type(ac, "0FFFFFFFFFF0");
    await user.click(within(bind).getByRole("button", { name: "Bind" }));
    expect(await within(bind).findByText(/This activation code is unknown/)).toBeTruthy();
    expect((within(bind).getByLabelText("Name") as HTMLInputElement).value).toBe("Patio");
    await user.clear(ac);
    await user.type(ac, found.ac.toLowerCase().match(/../g)!.join("-"));
    await user.click(within(bind).getByRole("button", { name: "Bind" }));
    expect(await screen.findByRole("button", { name: "Patio" })).toBeTruthy();
    const { data } = await api().GET("/v3/businesses/{businessId}/inodes", {
      params: { path: { businessId: 1 }, query: { name: "Patio" } },
    });
    expect(data.inodes[0]?.ac).toBe(found.ac);
  });
});
