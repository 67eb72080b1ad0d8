import { describe, expect, it } from "vitest";
import type { ActivityModule } from "./activityModules";
import { stepAfterAutoSkip } from "./portalSteps";

const coupon = (id: string, ...checked: string[]): ActivityModule => ({
  id,
  profile: {
    name: id,
    mode: "coupon",
    autoSkipCheckOptions: [
      { id: "Video00001", name: "Video", mode: "video", check: checked.includes("Video00001") },
      { id: "Count00001", name: "Wait", mode: "countdown", check: checked.includes("Count00001") },
    ],
  },
});
const modules: ActivityModule[] = [
  { id: "Video00001", profile: { name: "Video", mode: "video", skippable: true } },
  { id: "Count00001", profile: { name: "Wait", mode: "countdown", skippable: true } },
  coupon("Coupon0001", "Video00001"),
  coupon("Coupon0002", "Count00001"),
  { id: "Grant00001", profile: { name: "Go", mode: "grant" } },
];

describe("coupon auto-skip", () => {
  it("passes over each coupon due next whose checked option the guest skipped", () => {
    expect(stepAfterAutoSkip(modules, 2, new Set(["Video00001"]))).toBe(3);
    expect(stepAfterAutoSkip(modules, 2, new Set(["Video00001", "Count00001"]))).toBe(4);
  });

  it("stops at a coupon whose skipped module is not checked, and at other modules", () => {
    expect(stepAfterAutoSkip(modules, 2, new Set(["Count00001"]))).toBe(2);
    expect(stepAfterAutoSkip(modules, 1, new Set(["Video00001"]))).toBe(1);
    expect(stepAfterAutoSkip(modules, 2, new Set())).toBe(2);
    expect(stepAfterAutoSkip(modules, 5, new Set(["Video00001"]))).toBe(5);
  });
});
