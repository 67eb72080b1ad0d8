import { describe, expect, it } from "vitest";
import { layerProblems, nameProblem, newLayer } from "./floorPlanRules";

const view = {
  zoom: 18,
  center: { latitude: 25, longitude: 121 },
  bounds: { north: 26, south: 24, east: 122, west: 120 },
};

describe("floor plan rules", () => {
  it("takes names of 1 to 100 characters", () => {
    expect(nameProblem("Ground floor", "floorplan.nameRule")).toBeNull();
    expect(nameProblem("   ", "floorplan.nameRule")).toBe("floorplan.nameRule");
    expect(nameProblem("x".repeat(101), "floorplan.layer.nameRule")).toBe("floorplan.layer.nameRule");
  });

  it("starts a layer over the middle of the view at opacity 100 and asks for its URL", () => {
    const l = newLayer("Layer 1", view);
    expect(l).toMatchObject({ name: "Layer 1", url: "", opacity: 100, zoom: 18 });
    expect(l.bounds).toEqual({ north: 25.5, south: 24.5, east: 121.5, west: 120.5 });
    expect(layerProblems(l)).toEqual({ url: "floorplan.layer.urlRule" });
    expect(layerProblems({ ...l, url: "/plan.svg" })).toEqual({});
  });

  it("refuses opacity outside 0-100 and bounds that are inverted or off the globe", () => {
    const l = { ...newLayer("L", view), url: "/p.png" };
    expect(layerProblems({ ...l, opacity: 101 }).opacity).toBe("floorplan.layer.opacityRule");
    expect(layerProblems({ ...l, opacity: 2.5 }).opacity).toBe("floorplan.layer.opacityRule");
    expect(layerProblems({ ...l, opacity: 0 })).toEqual({});
    expect(layerProblems({ ...l, bounds: { north: 1, south: 2, east: 3, west: 1 } }).bounds).toBeTruthy();
    expect(layerProblems({ ...l, bounds: { north: 95, south: 2, east: 3, west: 1 } }).bounds).toBeTruthy();
    expect(layerProblems({ ...l, bounds: { north: 3, south: 2, east: Number.NaN, west: 1 } }).bounds).toBeTruthy();
  });
});
