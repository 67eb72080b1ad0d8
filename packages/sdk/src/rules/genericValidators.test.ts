import { describe, expect, it } from "vitest";
import {
  emptyToNull,
  isFilled,
  isWithinDateTime,
  matches,
  notBlacklisted,
  numberOnly,
  withinDuplicateCount,
} from "./index";

describe("generic validators", () => {
  it("matches: confirm fields must be identical", () => {
    expect(matches("s3cret!", "s3cret!")).toBe(true);
    expect(matches("s3cret!", "s3cret")).toBe(false);
    expect(matches("1", 1)).toBe(false);
  });
  it("isWithinDateTime: inclusive optional bounds", () => {
    const min = "2024-05-01T00:00:00Z";
    const max = new Date("2024-05-31T23:59:59Z");
    expect(isWithinDateTime("2024-05-02T10:00:00Z", { min, max })).toBe(true);
    expect(isWithinDateTime(min, { min })).toBe(true);
    expect(isWithinDateTime(Date.parse("2024-04-30T23:59:59Z"), { min })).toBe(false);
    expect(isWithinDateTime("2024-06-01T00:00:00Z", { max })).toBe(false);
    expect(isWithinDateTime("not a date", {})).toBe(false);
    expect(isWithinDateTime(new Date(0), {})).toBe(true);
  });
  it("notBlacklisted: trimmed, case-insensitive", () => {
    expect(notBlacklisted("guest", ["admin", "root"])).toBe(true);
    expect(notBlacklisted(" Admin ", ["admin", "root"])).toBe(false);
    expect(notBlacklisted("anything", [])).toBe(true);
  });
  it("withinDuplicateCount: default max 1", () => {
    expect(withinDuplicateCount("a", ["a", "b"])).toBe(true);
    expect(withinDuplicateCount("a", ["a", "b", "a"])).toBe(false);
    expect(withinDuplicateCount("a", ["a", "b", "a"], 2)).toBe(true);
    expect(withinDuplicateCount(3, [3, 3, 3], 2)).toBe(false);
  });
  it("numberOnly strips every non-digit", () => {
    expect(numberOnly("+886 (2) 1234-5678")).toBe("886212345678");
    expect(numberOnly("1.5e3")).toBe("153");
    expect(numberOnly("abc")).toBe("");
  });
  it("emptyToNull converts empty and blank to null and keeps the rest", () => {
    expect(emptyToNull("")).toBeNull();
    expect(emptyToNull("  ")).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    expect(emptyToNull(null)).toBeNull();
    expect(emptyToNull("x")).toBe("x");
    expect(emptyToNull(0)).toBe(0);
    expect(emptyToNull(false)).toBe(false);
  });
});

describe("isFilled (required free text, e.g. a debug command)", () => {
  it.each([" ping 8.8.8.8 ", "x", "\tls"])("accepts %j", (v) => expect(isFilled(v)).toBe(true));
  it.each(["", "   ", "\n\t", null, undefined])("refuses %j", (v) => expect(isFilled(v)).toBe(false));
});
