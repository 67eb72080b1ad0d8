import * as LeafletNs from "leaflet";
import { describe, expect, it, vi } from "vitest";
import { leafletOf } from "../../ui/map/offlineBasemap";
import { viewAt, viewOf, viewOfBounds } from "./deviceMapView";

const L = leafletOf(LeafletNs);

describe("the server clusters' view", () => {
  it("computes before leaflet loads the same view leaflet then reports, so the first request is the only one", () => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1280);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    for (const [lat, lng, zoom] of [
      [25.033, 121.5654, 9],
      [51.5, -0.12, 12],
      [-33.9, 151.2, 4],
    ] as const) {
      const el = document.createElement("div");
      const map = L.map(el, { center: [lat, lng], zoom });
      expect(viewAt({ latitude: lat, longitude: lng }, zoom, 1280, 600)).toEqual(viewOf(map));
      map.remove();
    }
    vi.restoreAllMocks();
  });

  it("pads by a quarter, rounds outward, and wraps or clamps at the world's edges", () => {
    expect(viewOfBounds(121, 25, 122, 26, 9)).toEqual({ bbox: "120.75,24.75,122.25,26.25", zoom: 9 });
    expect(viewOfBounds(179, 0, 181, 1, 7.6)).toEqual({ bbox: "178.5,-0.25,-178.5,1.25", zoom: 8 });
    expect(viewOfBounds(-400, -89, 400, 89, 0)).toEqual({ bbox: "-180,-85,180,85", zoom: 0 });
  });
});
