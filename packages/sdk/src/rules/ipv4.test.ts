import { describe, expect, it } from "vitest";
import { ipv4ToNumber, isIPv4, numberToIPv4 } from "./index";

describe("isIPv4", () => {
  it.each(["0.0.0.0", "192.168.1.10", "255.255.255.255", "10.0.0.1"])("accepts %s", (ip) => {
    expect(isIPv4(ip)).toBe(true);
  });
  it.each(["", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1.2.3.-1", "01.2.3.4", "a.b.c.d", " 1.2.3.4", "1.2.3.4/24"])(
    "refuses %j",
    (ip) => {
      expect(isIPv4(ip)).toBe(false);
    },
  );
});

describe("ipv4ToNumber / numberToIPv4", () => {
  it("round-trips as an unsigned 32-bit number", () => {
    expect(ipv4ToNumber("10.0.0.1")).toBe(167772161);
    expect(ipv4ToNumber("255.255.255.255")).toBe(4294967295);
    expect(numberToIPv4(4294967295)).toBe("255.255.255.255");
    expect(numberToIPv4(ipv4ToNumber("172.18.3.1") ?? -1)).toBe("172.18.3.1");
  });
  it("is null for a non-address", () => {
    expect(ipv4ToNumber("300.1.1.1")).toBeNull();
  });
});
