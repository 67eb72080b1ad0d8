import { describe, expect, it } from "vitest";
import { invalidMacItems, isMac, normalizeMac } from "./index";

describe("isMac", () => {
  it.each(["aa:bb:cc:dd:ee:ff", "AA:BB:0C:1D:2E:3F", "00-11-22-33-44-55", "00.11.22.33.44.55"])("accepts %s", (m) => {
    expect(isMac(m)).toBe(true);
  });
  it.each([
    "",
    "aa:bb:cc:dd:ee", // five pairs
    "aa:bb:cc:dd:ee:ff:00",
    "aa:bb-cc:dd:ee:ff", // mixed separators
    "aabbccddeeff",
    "aa bb cc dd ee ff",
    "gg:bb:cc:dd:ee:ff",
    "a:bb:cc:dd:ee:ff",
    "aabb.ccdd.eeff",
  ])("refuses %j", (m) => {
    expect(isMac(m)).toBe(false);
  });
  it("normalises to lower case with colons", () => {
    expect(normalizeMac("AA-BB-CC-DD-EE-FF")).toBe("aa:bb:cc:dd:ee:ff");
    expect(normalizeMac("AA.BB.CC.DD.EE.FF")).toBe("aa:bb:cc:dd:ee:ff");
    expect(normalizeMac("nope")).toBeNull();
  });
});

describe("invalidMacItems", () => {
  it("is empty for distinct valid addresses", () => {
    expect(invalidMacItems(["aa:bb:cc:dd:ee:ff", "00-11-22-33-44-55"])).toEqual([]);
  });
  it("lists malformed addresses and repeats in any notation", () => {
    expect(invalidMacItems(["aa:bb:cc:dd:ee:ff", "AA-BB-CC-DD-EE-FF", "zz", "aa.bb.cc.dd.ee.ff"])).toEqual([
      "AA-BB-CC-DD-EE-FF",
      "zz",
      "aa.bb.cc.dd.ee.ff",
    ]);
  });
});
