import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { FloorPlanMap } from "./FloorPlanMap";

let srv: TestServer;
let owner: string;
beforeAll(async () => {
  srv = await startTestServer();
  owner = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
});
afterAll(() => srv?.close());

const layerForm = () => document.querySelector<HTMLElement>("[data-layer-form]")!;

const api = async (path: string) =>
  (await (await fetch(`${srv.url}${path}`, { headers: { Authorization: `Bearer ${owner}` } })).json()) as never;

describe("FloorPlanMap against the reference server", () => {
  it("shows the seeded plan's layer, places a device, moves it by keyboard and saves the batch", async () => {
    const user = userEvent.setup();
    const { container } = renderWithPortico(<FloorPlanMap businessId={1} />, { baseUrl: srv.url, token: owner });
    const plan = (await screen.findByLabelText("Floor plan")) as HTMLSelectElement;
    await waitFor(() => expect(plan.selectedOptions[0]?.textContent).toBe("Ground floor"));
    // The image layer over its bounds at its opacity (100 -> 1).
    // The first map of a test file waits for leaflet and the basemap to load.
    await waitFor(() => expect(container.querySelector('img.leaflet-image-layer[alt="Floor 1"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(["", "1"]).toContain((container.querySelector("img.leaflet-image-layer") as HTMLImageElement).style.opacity);

    await user.click(await screen.findByRole("button", { name: "Place Counter on this plan" }));
    await waitFor(() =>
      expect(container.querySelector('.leaflet-marker-icon[data-cuid="c0ffee0000000001"]')).not.toBeNull(),
    );
    expect(screen.getByText("Unsaved marker moves: 1")).toBeTruthy();
    // A placed device is selected; Select toggles it, and selecting puts the focus on the map for the arrow keys.
    const select = screen.getByRole("button", { name: "Select Counter" });
    expect(select.getAttribute("aria-pressed")).toBe("true");
    await user.click(select);
    expect(select.getAttribute("aria-pressed")).toBe("false");
    await user.click(select);
    expect(select.getAttribute("aria-pressed")).toBe("true");
    const map = screen.getByRole("application", { name: /Floor plan map/ });
    expect(document.activeElement).toBe(map);
    const before = container.querySelector<HTMLElement>('[data-cuid="c0ffee0000000001"].leaflet-marker-icon')!.style
      .left;
    fireEvent.keyDown(map, { key: "ArrowRight", shiftKey: true });
    await waitFor(() =>
      expect(
        container.querySelector<HTMLElement>('[data-cuid="c0ffee0000000001"].leaflet-marker-icon')!.style.left,
      ).not.toBe(before),
    );

    await user.click(screen.getByRole("button", { name: "Save locations" }));
    expect(await screen.findByText("Device locations saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Unsaved marker moves/)).toBeNull());
    const saved = (await api("/v3/inodes/c0ffee0000000001")) as { planId: number; location: { longitude: number } };
    const plans = (await api("/v3/businesses/1/floor-plans")) as { id: number; center: { longitude: number } }[];
    expect(saved.planId).toBe(plans[0]!.id);
    // Placed at the plan's centre, then one Shift+ArrowRight step east.
    expect(saved.location.longitude).toBeGreaterThan(plans[0]!.center.longitude);

    // Off the plan again (planId null), so the other tests start from the seed.
    await user.click(screen.getByRole("button", { name: "Remove from plan: Counter" }));
    await user.click(screen.getByRole("button", { name: "Save locations" }));
    await waitFor(async () =>
      expect(((await api("/v3/inodes/c0ffee0000000001")) as { planId: null }).planId).toBeNull(),
    );
  });

  it("shows the plan of its view state and reports the plan the user picks through onStateChange", async () => {
    const user = userEvent.setup();
    const client = createPorticoClient({ baseUrl: srv.url, getToken: () => owner });
    const { data: basement } = await client.POST("/v3/businesses/{businessId}/floor-plans", {
      params: { path: { businessId: 1 } },
      body: { name: "Basement" },
    });
    try {
      const onStateChange = vi.fn();
      renderWithPortico(<FloorPlanMap businessId={1} state={{ planId: basement.id }} onStateChange={onStateChange} />, {
        baseUrl: srv.url,
        token: owner,
      });
      const plan = (await screen.findByLabelText("Floor plan")) as HTMLSelectElement;
      await waitFor(() => expect(plan.selectedOptions[0]?.textContent).toBe("Basement"));
      const ground = [...plan.options].find((o) => o.textContent === "Ground floor")!;
      await user.selectOptions(plan, ground.value);
      expect(onStateChange).toHaveBeenLastCalledWith({ planId: Number(ground.value) });
      // Controlled: the host's plan stays until the host takes the change.
      expect(plan.selectedOptions[0]?.textContent).toBe("Basement");
    } finally {
      await client.DELETE("/v3/floor-plans/{planId}", { params: { path: { planId: basement.id } } });
    }
  });

  it("adds a plan with a layer (cancelling an added layer removes it), edits it and removes it after a confirm", async () => {
    const user = userEvent.setup();
    const { container } = renderWithPortico(<FloorPlanMap businessId={1} />, { baseUrl: srv.url, token: owner });
    // 'Add floor plan' waits for the plans (disabled until they load).
    const add = await screen.findByRole("button", { name: "Add floor plan" });
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
    await user.click(add);
    const form = screen.getByRole("form", { name: "New floor plan" });
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Enter a plan name (up to 100 characters).")).toBeTruthy();
    await user.type(within(form).getByLabelText("Plan name"), "Second floor");

    await user.click(within(form).getByRole("button", { name: "Add layer" }));
    expect((within(form).getByLabelText("Layer name") as HTMLInputElement).value).toBe("Layer 1");
    expect((within(form).getByLabelText("Opacity (0-100)") as HTMLInputElement).value).toBe("100");
    await user.click(within(layerForm()).getByRole("button", { name: "Cancel" }));
    expect(within(form).queryByLabelText("Layer name")).toBeNull();
    expect(within(form).getByText("No image layers.")).toBeTruthy();

    await user.click(within(form).getByRole("button", { name: "Add layer" }));
    await user.click(within(form).getByRole("button", { name: "Done" }));
    expect(within(form).getByText("Enter the image URL.")).toBeTruthy();
    await user.type(within(form).getByLabelText("Image URL"), "/floorplans/second.svg");
    const opacity = within(form).getByLabelText("Opacity (0-100)");
    await user.clear(opacity);
    await user.type(opacity, "40");
    await waitFor(() =>
      expect((container.querySelector("img.leaflet-image-layer") as HTMLImageElement | null)?.style.opacity).toBe(
        "0.4",
      ),
    );
    await user.click(within(form).getByRole("button", { name: "Done" }));
    expect(within(form).getByText("Opacity 40%")).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Floor plan saved.")).toBeTruthy();

    const plans = (await api("/v3/businesses/1/floor-plans")) as { id: number; name: string; layers: unknown[] }[];
    const added = plans.find((p) => p.name === "Second floor")!;
    expect(added.layers).toEqual([
      expect.objectContaining({
        name: "Layer 1",
        url: "/floorplans/second.svg",
        opacity: 40,
        bounds: expect.any(Object),
      }),
    ]);
    const plan = screen.getByLabelText("Floor plan") as HTMLSelectElement;
    await waitFor(() => expect(plan.value).toBe(String(added.id)));

    await user.click(screen.getByRole("button", { name: "Edit floor plan" }));
    const edit = screen.getByRole("form", { name: "Edit floor plan" });
    const name = within(edit).getByLabelText("Plan name");
    await user.clear(name);
    await user.type(name, "Upper floor");
    await user.click(within(edit).getByRole("button", { name: "Edit layer Layer 1" }));
    await user.clear(within(edit).getByLabelText("Layer name"));
    await user.click(within(layerForm()).getByRole("button", { name: "Cancel" }));
    expect(within(edit).getByText("Layer 1")).toBeTruthy();
    await user.click(within(edit).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Floor plan saved.")).toBeTruthy();
    await waitFor(() => expect(plan.selectedOptions[0]?.textContent).toBe("Upper floor"));

    await user.click(screen.getByRole("button", { name: "Remove floor plan" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Remove the floor plan 'Upper floor'? Its device markers go back to the map."),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: /OK|Remove|Confirm|Yes/ }));
    expect(await screen.findByText("Floor plan removed.")).toBeTruthy();
    const left = (await api("/v3/businesses/1/floor-plans")) as { name: string }[];
    expect(left.map((p) => p.name)).toEqual(["Ground floor"]);
  });
});
