import { describe, expect, it } from "vitest";
import { isNetmask, netmaskToPrefix, prefixToNetmask, sameSubnet } from "./index";

describe("isNetmask", () => {
  it.each([
    ["255.255.255.0", 24],
    ["255.255.240.0", 20],
    ["255.255.255.255", 32],
    ["0.0.0.0", 0],
    ["128.0.0.0", 1],
    ["255.255.255.252", 30],
  ])("accepts %s (/%i)", (mask, prefix) => {
    expect(isNetmask(mask)).toBe(true);
    expect(netmaskToPrefix(mask)).toBe(prefix);
    expect(prefixToNetmask(prefix)).toBe(mask);
  });
  it.each(["255.0.255.0", "255.255.255.1", "0.255.255.255", "255.255.256.0", "255.255.255", "", "24"])(
    "refuses %j",
    (mask) => {
      expect(isNetmask(mask)).toBe(false);
      expect(netmaskToPrefix(mask)).toBeNull();
    },
  );
});

describe("sameSubnet", () => {
  it("compares the masked addresses", () => {
    expect(sameSubnet("192.168.1.10", "192.168.1.1", "255.255.255.0")).toBe(true);
    expect(sameSubnet("192.168.2.10", "192.168.1.1", "255.255.255.0")).toBe(false);
    expect(sameSubnet("192.168.2.10", "192.168.1.1", "255.255.0.0")).toBe(true);
    expect(sameSubnet("10.0.0.130", "10.0.0.1", "255.255.255.128")).toBe(false);
    expect(sameSubnet("200.1.1.1", "10.0.0.1", "0.0.0.0")).toBe(true);
  });
  it("is false for a bad address or mask", () => {
    expect(sameSubnet("192.168.1.300", "192.168.1.1", "255.255.255.0")).toBe(false);
    expect(sameSubnet("192.168.1.2", "192.168.1.1", "255.0.255.0")).toBe(false);
  });
});
