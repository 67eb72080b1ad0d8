import { describe, expect, it } from "vitest";
import { appendRolling } from "./index";

describe("appendRolling", () => {
  it("keeps the newest points", () => {
    expect(appendRolling([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
    expect(appendRolling([1], 2, 3)).toEqual([1, 2]);
  });
  it("defaults to the 50-point statistics window", () => {
    let w: number[] = [];
    for (let i = 0; i < 60; i++) w = appendRolling(w, i);
    expect(w).toHaveLength(50);
    expect(w[0]).toBe(10);
  });
});
