import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { applyOnline } from "../../data/deviceMap";
import { DeviceMap } from "./DeviceMap";

let srv: TestServer;
let owner: string;
beforeAll(async () => {
  srv = await startTestServer();
  owner = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
  // jsdom lays nothing out: give the map a size so leaflet's visible area (and the clusters in it) is real.
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
});
afterAll(() => srv?.close());

const count = (container: HTMLElement, key: string) =>
  container.querySelector(`[data-count="${key}"]`)?.textContent?.replace(/\D+/g, "");

describe("DeviceMap against the reference server", () => {
  it("shows the café's counts, one plain marker per device, the list and onReady; a click selects", async () => {
    const onReady = vi.fn();
    const onSelect = vi.fn();
    const { container } = renderWithPortico(
      <DeviceMap businessId={1} clustering={false} onReady={onReady} onSelect={onSelect} />,
      { baseUrl: srv.url, token: owner },
    );
    // The first map of a test file waits for leaflet, supercluster and the basemap to load.
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onReady.mock.calls[0]![0]).toMatchObject({ devices: 6, ms: expect.any(Number) });
    expect(count(container, "online")).toBe("4");
    expect(count(container, "offline")).toBe("2");
    expect(count(container, "total")).toBe("6");
    const markers = container.querySelectorAll(".leaflet-marker-icon");
    expect(markers).toHaveLength(6);
    expect(container.querySelector('[title="Terrace (Offline)"]')).not.toBeNull();
    // Zoom 9 around Taipei, 600 px high, no tile server: the offline basemap only.
    const map = screen.getByLabelText(/Map of the devices/);
    expect(map.style.height).toBe("600px");
    expect(container.querySelector(".leaflet-tile")).toBeNull();

    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(7);
    fireEvent.click(within(table).getByText("Kitchen"));
    expect(onSelect).toHaveBeenLastCalledWith(
      "c0ffee0000000002",
      expect.objectContaining({ cuid: "c0ffee0000000002", businessId: 1 }),
    );
    fireEvent.click(container.querySelector('[title="Counter (Online)"]')!);
    expect(onSelect).toHaveBeenLastCalledWith(
      "c0ffee0000000001",
      expect.objectContaining({ cuid: "c0ffee0000000001", businessId: 1 }),
    );
    // Markers are tab stops; Enter opens one like a click.
    const storage = container.querySelector<HTMLElement>('[title="Storage (Online)"]')!;
    expect(storage.getAttribute("role")).toBe("button");
    expect(storage.tabIndex).toBe(0);
    fireEvent.keyDown(storage, { key: "Enter" });
    expect(onSelect).toHaveBeenLastCalledWith(
      "c0ffee0000000006",
      expect.objectContaining({ cuid: "c0ffee0000000006", businessId: 1 }),
    );
  });

  it("shows the list page of its view state and reports paging through onStateChange", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(
      <DeviceMap businessId={1} clustering={false} state={{ page: 1 }} onStateChange={onStateChange} />,
      { baseUrl: srv.url, token: owner },
    );
    // Six devices, fifty a page: the host's second page is empty and can only go back.
    const table = await screen.findByRole("table");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Previous page" })).toHaveProperty("disabled", false),
    );
    expect(within(table).queryByText("Kitchen")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 0 });
  });

  it("turns a marker and the counts offline on a live iNodeOffline, without a refetch", async () => {
    const onReady = vi.fn();
    const { container } = renderWithPortico(<DeviceMap businessId={1} clustering={false} onReady={onReady} />, {
      baseUrl: srv.url,
      token: owner,
    });
    await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 10_000 });
    const calls = vi.spyOn(globalThis, "fetch");
    // The provider's websocket opens lazily: wait until the live hub has this session's socket.
    await new Promise((r) => setTimeout(r, 300));
    await srv.server.simulator!.setOnline("c0ffee0000000001", false);
    await waitFor(() => expect(count(container, "offline")).toBe("3"));
    expect(count(container, "online")).toBe("3");
    await waitFor(() => expect(container.querySelector('[title="Counter (Offline)"]')).not.toBeNull());
    expect(container.querySelectorAll(".leaflet-marker-icon")).toHaveLength(6);
    expect(calls.mock.calls.filter(([u]) => String(u).includes("device-locations"))).toHaveLength(0);
    calls.mockRestore();
    await srv.server.simulator!.setOnline("c0ffee0000000001", true);
    await waitFor(() => expect(count(container, "offline")).toBe("2"));
  });

  it("clusters on the server by default: asks for the view's clusters and one list page, never every location", async () => {
    const calls = vi.spyOn(globalThis, "fetch");
    const onReady = vi.fn();
    const { container } = renderWithPortico(
      <DeviceMap businessId={1} onReady={onReady} tileUrl="/tiles/{z}/{x}/{y}.png" />,
      {
        baseUrl: srv.url,
        token: owner,
      },
    );
    await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 10_000 });
    expect(onReady.mock.calls[0]![0]).toMatchObject({ devices: 6 });
    const clusters = container.querySelectorAll(".leaflet-marker-icon");
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters.length).toBeLessThan(6);
    expect(clusters[0]!.getAttribute("title")).toMatch(/^\d+ devices, \d+ offline/);
    expect(count(container, "offline")).toBe("2");
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(7));
    const urls = calls.mock.calls.map(([u]) => String(u instanceof Request ? u.url : u));
    // One clusters call: asked from the map's size before leaflet loaded, the same view leaflet then reported.
    expect(urls.filter((u) => u.includes("/inodes/clusters?bbox="))).toHaveLength(1);
    expect(urls.filter((u) => u.includes("/device-locations"))).toEqual([expect.stringContaining("start=0&offset=50")]);
    calls.mockRestore();
    // A tile server, when given, is drawn over the offline basemap.
    await waitFor(() => expect(container.querySelector(".leaflet-tile")).not.toBeNull());
  });

  it("zooms into a server cluster on a click and refetches the view's counts after a live event", async () => {
    const { container } = renderWithPortico(<DeviceMap businessId={1} />, { baseUrl: srv.url, token: owner });
    await waitFor(() => expect(container.querySelector('[title^="6 devices"]')).not.toBeNull(), { timeout: 10_000 });
    fireEvent.click(container.querySelector('[title^="6 devices"]')!);
    // The cluster's bounds fill the map: the next view splits it (devices or smaller clusters).
    await waitFor(() => expect(container.querySelector('[title^="6 devices"]')).toBeNull(), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 300));
    await srv.server.simulator!.setOnline("c0ffee0000000001", false);
    await waitFor(() => expect(count(container, "offline")).toBe("3"), { timeout: 5_000 });
    await srv.server.simulator!.setOnline("c0ffee0000000001", true);
    await waitFor(() => expect(count(container, "offline")).toBe("2"), { timeout: 5_000 });
  });

  it('clusters in the browser with clustering="browser": every location loaded, then supercluster', async () => {
    const calls = vi.spyOn(globalThis, "fetch");
    const onReady = vi.fn();
    const { container } = renderWithPortico(<DeviceMap businessId={1} clustering="browser" onReady={onReady} />, {
      baseUrl: srv.url,
      token: owner,
    });
    await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 10_000 });
    expect(container.querySelector("[data-device-map]")?.getAttribute("data-device-map")).toBe("browser");
    expect(container.querySelectorAll(".leaflet-marker-icon").length).toBeLessThan(6);
    const urls = calls.mock.calls.map(([u]) => String(u instanceof Request ? u.url : u));
    expect(urls.some((u) => u.includes("start=0&offset=1000"))).toBe(true);
    expect(urls.some((u) => u.includes("/inodes/clusters"))).toBe(false);
    calls.mockRestore();
  });

  it("shows the system map to administrators and the server's refusal to others", async () => {
    const refused = renderWithPortico(<DeviceMap />, { baseUrl: srv.url, token: owner });
    expect(await screen.findByText("You do not have permission to do this.")).toBeTruthy();
    refused.unmount();
    process.env.PORTICO_ADMIN_EMAILS = "demo@portico.dev";
    try {
      const onReady = vi.fn();
      const { container } = renderWithPortico(<DeviceMap clustering={false} onReady={onReady} />, {
        baseUrl: srv.url,
        token: owner,
      });
      await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 10_000 });
      expect(screen.getByRole("heading", { name: "All devices" })).toBeTruthy();
      expect(count(container, "total")).toBe("8");
      expect(container.querySelector('[title="Pool Bar (Offline)"]')).not.toBeNull();
    } finally {
      delete process.env.PORTICO_ADMIN_EMAILS;
    }
  });
});

describe("applyOnline", () => {
  const data = {
    count: { total: 2, online: 1, offline: 1 },
    devices: [
      { cuid: "a", nickname: null, online: true, latitude: 0, longitude: 0, address: null, groupId: -1, businessId: 1 },
      {
        cuid: "b",
        nickname: null,
        online: false,
        latitude: 0,
        longitude: 0,
        address: null,
        groupId: -1,
        businessId: 1,
      },
    ],
  };
  it("moves one device between the counts, keeps the others' objects, and ignores no-ops and strangers", () => {
    const next = applyOnline(data, "a", false);
    expect(next.count).toEqual({ total: 2, online: 0, offline: 2 });
    expect(next.devices[0]!.online).toBe(false);
    expect(next.devices[1]).toBe(data.devices[1]);
    expect(applyOnline(data, "b", false)).toBe(data);
    expect(applyOnline(data, "zzz", true)).toBe(data);
  });
});
