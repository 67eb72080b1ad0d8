import { describe, expect, it } from "vitest";
import { nextTourIndex, TOUR_ANCHORS, TOUR_STEPS, type TourStep } from "./tourSteps";

describe("intro tour steps", () => {
  it("has the seven steps of the specification, each with its own anchor", () => {
    expect(TOUR_STEPS).toEqual(["business", "account", "activity", "channels", "apps", "analytics", "directMarketing"]);
    expect(new Set(Object.values(TOUR_ANCHORS)).size).toBe(TOUR_STEPS.length);
  });
  it("skips steps whose anchor is hidden, both ways", () => {
    const shown = new Set<TourStep>(["business", "account", "apps"]);
    const visible = (s: TourStep) => shown.has(s);
    expect(nextTourIndex(-1, 1, visible)).toBe(0);
    expect(nextTourIndex(1, 1, visible)).toBe(4);
    expect(nextTourIndex(4, 1, visible)).toBeNull();
    expect(nextTourIndex(4, -1, visible)).toBe(1);
    expect(nextTourIndex(0, -1, visible)).toBeNull();
    expect(nextTourIndex(-1, 1, () => false)).toBeNull();
  });
});
