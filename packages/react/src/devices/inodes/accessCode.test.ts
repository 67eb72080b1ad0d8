import { describe, expect, it } from "vitest";
import { bindKey, toAccessCode } from "./accessCode";

describe("toAccessCode", () => {
  it("accepts a bare code and the three MAC spellings", () => {
    expect(toAccessCode("00aabb112233")).toBe("00AABB112233");
    expect(toAccessCode(" 00:AA:BB:11:22:33 ")).toBe("00AABB112233");
    expect(toAccessCode("00-aa-bb-11-22-33")).toBe("00AABB112233");
    expect(toAccessCode("00.aa.bb.11.22.33")).toBe("00AABB112233");
  });
  it("refuses what is not a MAC address", () => {
    for (const bad of ["", "00aabb11223", "00aabb1122334", "zzaabb112233", "00:aa-bb:11:22:33", "00:aa:bb:11:22"]) {
      expect(toAccessCode(bad)).toBeNull();
    }
  });
});

describe("bindKey", () => {
  it("is stable for one body and differs for another", () => {
    const a = bindKey("p", { ac: "00AABB112233", modelId: "iN-200" });
    expect(bindKey("p", { ac: "00AABB112233", modelId: "iN-200" })).toBe(a);
    expect(bindKey("p", { ac: "00AABB112234", modelId: "iN-200" })).not.toBe(a);
    expect(a.length).toBeLessThanOrEqual(200);
  });
});
