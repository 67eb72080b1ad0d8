import { describe, expect, it } from "vitest";
import { DEFAULT_NAME_LENGTH, isNameLengthValid, nameLength } from "./index";

describe("nameLength", () => {
  it("counts CJK characters 3 and others 1", () => {
    expect(nameLength("abc")).toBe(3);
    expect(nameLength("台北")).toBe(6);
    expect(nameLength("Café 台北")).toBe(11);
    expect(nameLength("カフェ한")).toBe(12);
    expect(nameLength("𠀀")).toBe(3); // astral ideograph counts once, not per UTF-16 unit
    expect(nameLength("")).toBe(0);
  });
  it("checks against 32 by default, or the given bound", () => {
    expect(DEFAULT_NAME_LENGTH).toBe(32);
    expect(isNameLengthValid("a".repeat(32))).toBe(true);
    expect(isNameLengthValid("a".repeat(33))).toBe(false);
    expect(isNameLengthValid("一二三四五六七八九十")).toBe(true); // 30
    expect(isNameLengthValid("一二三四五六七八九十一")).toBe(false); // 33
    expect(isNameLengthValid("一二", 5)).toBe(false);
    expect(isNameLengthValid("一二", 6)).toBe(true);
  });
});
