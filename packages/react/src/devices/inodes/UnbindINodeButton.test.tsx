import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeInfo } from "../detail/INodeInfo";
import { INodeList } from "./INodeList";

// The machine is shared with other suites: first loads against the in-process server can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

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

const api = () => createPorticoClient({ baseUrl: srv.url, getToken: () => owner });
/** Whether the server still has the device bound (GET answers 404 once it is unbound). */
const bound = async (cuid: string) => {
  try {
    await api().GET("/v3/inodes/{cuid}", { params: { path: { cuid } } });
    return true;
  } catch {
    return false;
  }
};
const newACs = async () =>
  (await api().GET("/v3/businesses/{businessId}/new-inodes", { params: { path: { businessId: 1 } } })).data.map(
    (d) => d.ac,
  );

describe("unbinding an iNode against the reference server", () => {
  it("asks first; Cancel keeps the device, Unbind removes it from the list and it shows up again as new", async () => {
    const user = userEvent.setup();
    renderWithPortico(<INodeList businessId={1} />, { baseUrl: srv.url, token: owner });
    await user.click(await screen.findByRole("button", { name: "Unbind Storage" }));
    let ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Do you really want to delete Storage?");
    expect(ask.textContent).toContain("shows up again as a new iNode");
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await bound("c0ffee0000000006")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Unbind Storage" }));
    ask = await screen.findByRole("alertdialog");
    await user.click(within(ask).getByRole("button", { name: "Unbind" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Storage" })).toBeNull());
    expect(await screen.findByText("Remove")).toBeTruthy();
    expect(screen.getByText("1–5 of 5", { exact: false })).toBeTruthy();
    expect(await bound("c0ffee0000000006")).toBe(false);
    expect(await newACs()).toContain("00C0FFEE0006");
  });

  it("shows a read-only sub-account no unbind control, and the server refuses it anyway", async () => {
    renderWithPortico(<INodeList businessId={1} />, { baseUrl: srv.url, token: staff });
    expect(await screen.findByRole("button", { name: "Kitchen" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Unbind / })).toBeNull();
    const asStaff = createPorticoClient({ baseUrl: srv.url, getToken: () => staff });
    await expect(
      asStaff.DELETE("/v3/inodes/{cuid}", { params: { path: { cuid: "c0ffee0000000002" } } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await bound("c0ffee0000000002")).toBe(true);
  });

  it("unbinds from the info screen, then leaves for the list", async () => {
    const user = userEvent.setup();
    const r = renderWithPortico(<INodeInfo businessId={1} cuid="c0ffee0000000003" />, {
      baseUrl: srv.url,
      token: owner,
    });
    await user.click(await screen.findByRole("button", { name: "Unbind Terrace" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Unbind" }));
    await waitFor(() => expect(r.navigate).toHaveBeenCalledWith("/businesses/1/inodegroups/inodelist"));
    expect(await bound("c0ffee0000000003")).toBe(false);
  });

  it("tells a host's onUnbound instead of navigating", async () => {
    const user = userEvent.setup();
    const onUnbound = vi.fn();
    const r = renderWithPortico(<INodeInfo businessId={1} cuid="c0ffee0000000004" onUnbound={onUnbound} />, {
      baseUrl: srv.url,
      token: owner,
    });
    await user.click(await screen.findByRole("button", { name: "Unbind Lobby Left" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Unbind" }));
    await waitFor(() => expect(onUnbound).toHaveBeenCalledWith("c0ffee0000000004"));
    expect(r.navigate).not.toHaveBeenCalled();
  });
});
