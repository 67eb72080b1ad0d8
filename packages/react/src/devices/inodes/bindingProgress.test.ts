import { describe, expect, it } from "vitest";
import { BINDING_PROGRESS_MS, bindingProgress } from "./bindingProgress";

describe("bindingProgress", () => {
  it("fills 0 to 100 over 90 seconds", () => {
    expect(BINDING_PROGRESS_MS).toBe(90_000);
    expect(bindingProgress(0, false)).toBe(0);
    expect(bindingProgress(45_000, false)).toBe(50);
    expect(bindingProgress(89_999, false)).toBe(99);
    expect(bindingProgress(90_000, false)).toBe(100);
    expect(bindingProgress(500_000, false)).toBe(100);
  });
  it("is complete as soon as the device reports in", () => {
    expect(bindingProgress(1_000, true)).toBe(100);
  });
});
