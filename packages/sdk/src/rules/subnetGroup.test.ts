import { describe, expect, it } from "vitest";
import { isSameSubnetGroup, subnetOutliers } from "./index";

describe("subnetOutliers", () => {
  it("is empty when every address shares the first one's subnet", () => {
    expect(subnetOutliers(["192.168.1.1", "192.168.1.20", "192.168.1.254"], "255.255.255.0")).toEqual([]);
    expect(subnetOutliers([], "255.255.255.0")).toEqual([]);
    expect(isSameSubnetGroup(["10.0.0.1", "10.0.0.9"], "255.255.255.0")).toBe(true);
  });
  it("lists the addresses outside the subnet or malformed", () => {
    expect(subnetOutliers(["192.168.1.1", "192.168.2.3", "x", "192.168.1.9"], "255.255.255.0")).toEqual([
      "192.168.2.3",
      "x",
    ]);
    expect(isSameSubnetGroup(["10.0.0.1", "10.0.1.1"], "255.255.255.0")).toBe(false);
  });
  it("compares against an explicit reference (a gateway)", () => {
    expect(subnetOutliers(["10.0.0.5", "10.0.1.5"], "255.255.255.0", "10.0.1.1")).toEqual(["10.0.0.5"]);
  });
  it("flags everything under an invalid mask", () => {
    expect(subnetOutliers(["10.0.0.1", "10.0.0.2"], "255.0.255.0")).toEqual(["10.0.0.1", "10.0.0.2"]);
  });
});
