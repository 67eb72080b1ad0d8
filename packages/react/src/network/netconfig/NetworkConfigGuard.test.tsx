import { startTestServer, type TestServer } from "@portico/server/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import type { NetworkConfig } from "../../data/networkConfigTypes";
import { type PorticoContextValue, usePortico } from "../../provider/context";
import { NetworkConfigList, type NetworkConfigListState } from "./NetworkConfigList";

let srv: TestServer;
let api: Awaited<ReturnType<typeof demoApi>>;
beforeAll(async () => {
  srv = await startTestServer();
  api = await demoApi(srv.url);
});
afterAll(() => srv?.close());

const addTemplate = (name: string): Promise<NetworkConfig> =>
  api.call("POST", "/v3/businesses/1/network-configs", { name });
const stored = async (id: number) =>
  ((await api.call("GET", "/v3/businesses/1/network-configs")) as NetworkConfig[]).find((c) => c.id === id);
const opts = () => ({ baseUrl: srv.url, token: api.token });

/** A host that keeps the open template in `?id=` of the real (jsdom) history, as the console does. */
const readId = () => Number(new URLSearchParams(window.location.search).get("id")) || null;
function UrlHost() {
  const [id, setId] = useState(readId);
  useEffect(() => {
    const onPop = () => setId(readId());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const onStateChange = ({ openId }: NetworkConfigListState) => {
    window.history.pushState(null, "", openId ? `?id=${openId}` : "?");
    setId(openId ?? null);
  };
  return <NetworkConfigList businessId={1} state={{ openId: id ?? undefined }} onStateChange={onStateChange} />;
}

let portico: PorticoContextValue;
function Probe() {
  portico = usePortico();
  return null;
}

const typeDns = async (user: ReturnType<typeof userEvent.setup>, editor: HTMLElement, value: string) => {
  await user.click(await within(editor).findByRole("tab", { name: "DNS" }));
  const dns1 = within(editor).getByLabelText("DNS server 1");
  await user.clear(dns1);
  await user.type(dns1, value);
};
const dnsOf = (editor: HTMLElement) => (within(editor).getByLabelText("DNS server 1") as HTMLInputElement).value;

describe("NetworkConfigList's unsaved-changes guard on in-app navigation", () => {
  it("asks when the browser's back button changes ?id= under the editor; staying keeps the edits", async () => {
    const user = userEvent.setup({ delay: null });
    const a = await addTemplate("Back A");
    const b = await addTemplate("Back B");
    renderWithPortico(<UrlHost />, opts());
    await user.click(await screen.findByRole("button", { name: "Edit Back A" }));
    const first = await screen.findByRole("dialog", { name: "Network configuration: Back A" });
    await within(first).findByRole("tab", { name: "DNS" });
    await user.click(within(first).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Network configuration/ })).toBeNull());
    await user.click(screen.getByRole("button", { name: "Edit Back B" }));
    const editor = await screen.findByRole("dialog", { name: "Network configuration: Back B" });
    await typeDns(user, editor, "9.9.9.9");

    // Two steps back lands on ?id=A: the editor of B stays until the user answers, and 'Keep editing' keeps it.
    act(() => window.history.go(-2));
    let ask = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    expect(screen.getByRole("dialog", { name: "Network configuration: Back B", hidden: true })).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(window.location.search).toBe(`?id=${b.id}`);
    expect(dnsOf(screen.getByRole("dialog", { name: "Network configuration: Back B" }))).toBe("9.9.9.9");

    // Back again: 'Leave without saving' opens A and B keeps what was stored.
    act(() => window.history.back());
    ask = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    await user.click(within(ask).getByRole("button", { name: "Leave without saving" }));
    const other = await screen.findByRole("dialog", { name: "Network configuration: Back A" });
    expect(window.location.search).toBe(`?id=${a.id}`);
    await user.click(await within(other).findByRole("tab", { name: "DNS" }));
    expect(dnsOf(other)).not.toBe("9.9.9.9");
    expect((await stored(b.id))?.detail.dns?.servers?.[0]).not.toBe("9.9.9.9");
    // Without changes, a change of ?id= asks nothing.
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Network configuration/ })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks before usePortico().navigate leaves unsaved changes, and navigates only on 'Leave without saving'", async () => {
    const user = userEvent.setup({ delay: null });
    await addTemplate("Nav guarded");
    const r = renderWithPortico(
      <>
        <Probe />
        <NetworkConfigList businessId={1} />
      </>,
      opts(),
    );
    // Clean: navigate goes on at once.
    act(() => portico.navigate("/businesses/1/configgroups/list"));
    expect(r.navigate).toHaveBeenCalledWith("/businesses/1/configgroups/list");
    r.navigate.mockClear();

    await user.click(await screen.findByRole("button", { name: "Edit Nav guarded" }));
    const editor = await screen.findByRole("dialog", { name: "Network configuration: Nav guarded" });
    await typeDns(user, editor, "9.9.9.9");
    act(() => portico.navigate("/businesses/1/inodegroups"));
    let ask = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(r.navigate).not.toHaveBeenCalled();
    expect(dnsOf(editor)).toBe("9.9.9.9");

    act(() => portico.navigate("/businesses/1/inodegroups"));
    ask = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    await user.click(within(ask).getByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(r.navigate).toHaveBeenCalledWith("/businesses/1/inodegroups"));
    expect(r.navigate).toHaveBeenCalledTimes(1);
  });
});
