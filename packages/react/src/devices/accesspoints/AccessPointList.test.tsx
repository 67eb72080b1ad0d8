import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { AccessPointList } from "./AccessPointList";

let srv: TestServer;
let token: string;
const COUNTER = "c0ffee0000000001"; // has 'Window AP' and 'Bar AP'
const KITCHEN = "c0ffee0000000002";
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const apsOnServer = async () =>
  (await (
    await fetch(`${srv.url}/v3/inodes/${COUNTER}/access-points`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { mac: string; name: string }[];

describe("AccessPointList against the reference server", () => {
  it("filters by name and reports the filters to the host", async () => {
    const onStateChange = vi.fn();
    const onFiltersChange = vi.fn();
    const onOpen = vi.fn();
    renderWithPortico(
      <AccessPointList
        businessId={1}
        onStateChange={onStateChange}
        onFiltersChange={onFiltersChange}
        onOpen={onOpen}
      />,
      { baseUrl: srv.url, token },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: "Statistics of Window AP" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Statistics of Bar AP" })).toBeTruthy();
    await user.type(screen.getByLabelText("Access point name"), "window");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Statistics of Bar AP" })).toBeNull());
    expect(onFiltersChange).toHaveBeenLastCalledWith({ accessPointName: "window", iNodeName: "" });
    await user.selectOptions(screen.getByLabelText("Status"), "offline");
    expect(onStateChange).toHaveBeenLastCalledWith({ accessPointName: "window", iNodeName: "", status: "offline" });
    // The deprecated alias is told the same.
    expect(onFiltersChange).toHaveBeenLastCalledWith({ accessPointName: "window", iNodeName: "", status: "offline" });
    expect(await screen.findByText("No access points match these filters.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Status"), "online");
    await user.click(await screen.findByRole("button", { name: "Statistics of Window AP" }));
    expect(onOpen.mock.calls[0]![0]).toMatchObject({ name: "Window AP", iNodeId: COUNTER });
  });

  it("scans an iNode and refuses a checked access point without a name, keeping what was typed", async () => {
    renderWithPortico(<AccessPointList businessId={1} state={{ cuid: COUNTER }} />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Scan and add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add access points" });
    await waitFor(() => expect((within(dialog).getByLabelText("iNode") as HTMLSelectElement).value).toBe(COUNTER));
    await user.click(within(dialog).getByRole("button", { name: "Scan" }));
    const boxes = await within(dialog).findAllByRole("checkbox");
    const unchecked = boxes.find((b) => !(b as HTMLInputElement).checked);
    expect(unchecked).toBeTruthy();
    const mac = unchecked!.getAttribute("aria-label")!.replace(/^Add /, "");
    await user.click(unchecked!);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Every checked access point needs a name.")).toBeTruthy();
    const name = within(dialog).getByLabelText(`Name of ${mac}`) as HTMLInputElement;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect((unchecked as HTMLInputElement).checked).toBe(true);
    expect((await apsOnServer()).some((ap) => ap.mac === mac)).toBe(false);

    await user.type(name, "Garden AP");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Update Access Points")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await apsOnServer()).find((ap) => ap.mac === mac)?.name).toBe("Garden AP");
    expect(await screen.findByRole("cell", { name: "Garden AP" })).toBeTruthy();
  });

  it("pages through the server's list: only one page of rows travels, the total comes from the server", async () => {
    // 24 access points on the Kitchen: two pages of 20 under its iNode name filter.
    const accessPoints = Array.from({ length: 24 }, (_, i) => ({
      mac: `AA:BB:CC:00:02:${String(i + 10)}`,
      ip: "172.18.1.9",
      name: `Kitchen AP ${String(i + 1).padStart(2, "0")}`,
      checked: true,
    }));
    const added = await fetch(`${srv.url}/v3/inodes/${KITCHEN}/access-points`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ accessPoints }),
    });
    expect(added.status).toBe(200);
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    try {
      renderWithPortico(<AccessPointList businessId={1} filters={{ iNodeName: "kitchen" }} />, {
        baseUrl: srv.url,
        token,
      });
      const user = userEvent.setup();
      expect(await screen.findByRole("cell", { name: "Kitchen AP 01" }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByRole("cell", { name: "Kitchen AP 20" })).toBeTruthy();
      expect(screen.queryByRole("cell", { name: "Kitchen AP 21" })).toBeNull();
      expect(screen.getByText("1–20 of 24")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Next page" }));
      expect(await screen.findByRole("cell", { name: "Kitchen AP 24" })).toBeTruthy();
      expect(screen.queryByRole("cell", { name: "Kitchen AP 01" })).toBeNull();
      const lists = asked.filter((u) => u.includes("/v3/businesses/1/access-points"));
      expect(lists.some((u) => /startIndex=20/.test(u) && /limit=20/.test(u) && /iNodeName=kitchen/.test(u))).toBe(
        true,
      );
      // No per-iNode calls: the list never walks the business's iNodes.
      expect(asked.filter((u) => /\/v3\/inodes\/|\/inodes\?/.test(u))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it("sorts in the server's order and searches the scan dialog's iNode picker on the server", async () => {
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      asked.push(decodeURIComponent(input instanceof Request ? input.url : String(input)));
      return realFetch(input, init);
    });
    try {
      const onFiltersChange = vi.fn();
      renderWithPortico(<AccessPointList businessId={1} onFiltersChange={onFiltersChange} onOpen={() => {}} />, {
        baseUrl: srv.url,
        token,
      });
      const user = userEvent.setup();
      await screen.findAllByRole("button", { name: /^Statistics of / }, { timeout: 10_000 });
      const names = () => screen.getAllByRole("button", { name: /^Statistics of / }).map((b) => b.textContent ?? "");
      const asc = names();
      await user.selectOptions(screen.getByLabelText("Sort by"), "name:desc");
      expect(onFiltersChange).toHaveBeenLastCalledWith({ sort: "name:desc" });
      await waitFor(() => expect(asked.some((u) => u.includes("sort=name:desc"))).toBe(true));
      await waitFor(() => expect(names()[0]).not.toBe(asc[0]));
      const desc = names();
      expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a, "en", { sensitivity: "base" })));
      await user.selectOptions(screen.getByLabelText("Sort by"), "name:asc");
      expect(onFiltersChange).toHaveBeenLastCalledWith({});

      await user.click(screen.getByRole("button", { name: "Scan and add" }));
      const dialog = await screen.findByRole("dialog", { name: "Add access points" });
      const picker = within(dialog).getByLabelText("iNode") as HTMLSelectElement;
      await waitFor(() => expect(picker.value).not.toBe(""));
      const first = picker.value;
      await user.type(within(dialog).getByLabelText("Search iNodes"), "Kitchen");
      await waitFor(() =>
        expect(asked.some((u) => /\/inodes\?.*limit=50.*name=Kitchen|name=Kitchen.*limit=50/.test(u))).toBe(true),
      );
      // The matches, and the iNode picked before the search (kept, so the choice is not lost). Waited for as a
      // whole: the unfiltered first page holds the kitchen too, until the search's answer replaces it.
      await waitFor(() => {
        const offered = [...picker.options].map((o) => o.value);
        expect(offered).toContain(KITCHEN);
        expect(offered.filter((c) => c !== first).every((c) => c === KITCHEN)).toBe(true);
      });
      expect(picker.value).toBe(first);
      await user.selectOptions(picker, KITCHEN);
      expect(picker.value).toBe(KITCHEN);
    } finally {
      spy.mockRestore();
    }
  });
});
