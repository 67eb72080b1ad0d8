import { describe, expect, it } from "vitest";
import {
  conditionsToFilters,
  DEFAULT_FILTERS,
  filterRangeProblem,
  filtersToConditions,
  insertAtCaret,
} from "./segmentFilters";

describe("segment filters", () => {
  it("turn last sign-in days into the business's day bounds, and back", () => {
    const f = { ...DEFAULT_FILTERS, gender: "female" as const, lastAuthFrom: "2026-01-02", lastAuthTo: "2026-01-02" };
    const c = filtersToConditions(f, "Asia/Taipei");
    expect(c).toEqual([
      { field: "phoneNumber", op: "NOT_NULL" },
      { field: "gender", op: "EQ", value: "female" },
      // 2026-01-02 00:00 and 23:59:59 in Taipei (UTC+8), not the browser's zone.
      { field: "lastAuth", op: "BETWEEN", start: 1767283200, end: 1767369599 },
    ]);
    expect(conditionsToFilters(c, "Asia/Taipei")).toEqual(f);
  });

  it("clamps ages to 0-150 and opens a missing end", () => {
    expect(filtersToConditions({ ...DEFAULT_FILTERS, phone: false, ageFrom: "20", ageTo: "900" }, "UTC")).toEqual([
      { field: "age", op: "BETWEEN", start: 20, end: 150 },
    ]);
    expect(filtersToConditions({ ...DEFAULT_FILTERS, phone: false, ageTo: "30" }, "UTC")).toEqual([
      { field: "age", op: "BETWEEN", start: 0, end: 30 },
    ]);
  });

  it("names a range whose start is after its end", () => {
    expect(filterRangeProblem({ ...DEFAULT_FILTERS, ageFrom: "40", ageTo: "20" })).toBe("age");
    expect(filterRangeProblem({ ...DEFAULT_FILTERS, lastAuthFrom: "2026-02-01", lastAuthTo: "2026-01-01" })).toBe(
      "lastAuth",
    );
    expect(filterRangeProblem({ ...DEFAULT_FILTERS, ageFrom: "20", ageTo: "40" })).toBeNull();
  });

  it("inserts the token at the caret or over the selection", () => {
    expect(insertAtCaret("Hi !", 3, 3, "{{name}}")).toEqual({ text: "Hi {{name}}!", caret: 11 });
    expect(insertAtCaret("Hi you!", 3, 6, "{{name}}")).toEqual({ text: "Hi {{name}}!", caret: 11 });
  });
});
