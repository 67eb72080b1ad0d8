import { describe, expect, it } from "vitest";
import { INSTALLMENTS, isCodePrefix, isHttpUrl, isQrSize, QR_SIZES } from "./catalog";

describe("catalog rules", () => {
  it("has the specification's instalments and QR sizes", () => {
    expect(INSTALLMENTS).toEqual([3, 6, 12, 18, 24]);
    expect(QR_SIZES).toEqual([50, 100, 150, 200, 250, 300, 350]);
    expect([0, 25, 50, 225, 350, 400].map(isQrSize)).toEqual([false, false, true, false, true, false]);
  });
  it("takes code prefixes of letters, digits and dashes, at most 16", () => {
    expect(isCodePrefix("")).toBe(true);
    expect(isCodePrefix("SPRING-26")).toBe(true);
    expect(isCodePrefix("A B")).toBe(false);
    expect(isCodePrefix("X".repeat(17))).toBe(false);
  });
  it("accepts only http(s) links", () => {
    expect(isHttpUrl("https://vendor.example/hook")).toBe(true);
    expect(isHttpUrl(" http://vendor.example ")).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://x.example", "data:text/html,x", "vendor.example", "http://"])
      expect(isHttpUrl(bad)).toBe(false);
  });
});
