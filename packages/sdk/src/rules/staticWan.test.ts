import { describe, expect, it } from "vitest";
import { RULE_MESSAGES, validateStaticWan } from "./index";

describe("validateStaticWan", () => {
  it("accepts a complete static block in one subnet", () => {
    expect(validateStaticWan({ ip: "192.168.1.10", gateway: "192.168.1.1", mask: "255.255.255.0" })).toEqual({});
    expect(validateStaticWan({ ip: " 10.1.2.3 ", gateway: "10.9.9.9", mask: "255.0.0.0" })).toEqual({});
  });
  it("requires all three fields", () => {
    expect(validateStaticWan({})).toEqual({
      ip: RULE_MESSAGES.required,
      gateway: RULE_MESSAGES.required,
      mask: RULE_MESSAGES.required,
    });
    expect(validateStaticWan({ ip: "10.0.0.2", gateway: "", mask: null })).toEqual({
      gateway: "validation.required",
      mask: "validation.required",
    });
  });
  it("reports malformed addresses and masks per field", () => {
    expect(validateStaticWan({ ip: "10.0.0.256", gateway: "10.0.0.1", mask: "255.255.0.255" })).toEqual({
      ip: "validation.ipv4",
      mask: "validation.netmask",
    });
  });
  it("reports a gateway outside the IP's subnet", () => {
    expect(validateStaticWan({ ip: "10.0.0.5", gateway: "10.0.1.1", mask: "255.255.255.0" })).toEqual({
      gateway: "validation.sameSubnet",
    });
  });
});
