import { describe, expect, it } from "vitest";
import { isIPInRange } from "./index";

describe("isIPInRange", () => {
  it("accepts min <= value <= max, bounds included", () => {
    expect(isIPInRange("192.168.1.50", "192.168.1.10", "192.168.1.100")).toBe(true);
    expect(isIPInRange("192.168.1.10", "192.168.1.10", "192.168.1.100")).toBe(true);
    expect(isIPInRange("192.168.1.100", "192.168.1.10", "192.168.1.100")).toBe(true);
    expect(isIPInRange("10.0.1.0", "10.0.0.200", "10.0.2.5")).toBe(true); // across octets, numerically
  });
  it("refuses values outside or malformed input", () => {
    expect(isIPInRange("192.168.1.9", "192.168.1.10", "192.168.1.100")).toBe(false);
    expect(isIPInRange("192.168.1.101", "192.168.1.10", "192.168.1.100")).toBe(false);
    expect(isIPInRange("192.168.1.20", "192.168.1.100", "192.168.1.10")).toBe(false); // min > max
    expect(isIPInRange("192.168.1.x", "192.168.1.10", "192.168.1.100")).toBe(false);
    expect(isIPInRange("192.168.1.20", "", "192.168.1.100")).toBe(false);
  });
});
