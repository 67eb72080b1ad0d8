import { describe, expect, it } from "vitest";
import { addDays, daysBetween, keyTarget, monthGrid } from "./dates";

describe("calendar dates", () => {
  it("adds days across month and year ends and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(daysBetween("2027-01-02", "2026-12-30")).toEqual([]);
  });

  it("lays a month out in 6 weeks starting on Sunday", () => {
    const grid = monthGrid(2026, 12);
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe("2026-11-29");
    expect(grid[2]).toBe("2026-12-01");
    expect(monthGrid(2026, 11)[0]).toBe("2026-11-01");
  });

  it("moves the calendar focus by day, week, month and to the week's ends", () => {
    expect(keyTarget("2026-12-31", "ArrowRight")).toBe("2027-01-01");
    expect(keyTarget("2026-12-03", "ArrowUp")).toBe("2026-11-26");
    expect(keyTarget("2026-03-31", "PageUp")).toBe("2026-02-28");
    expect(keyTarget("2026-12-15", "PageDown")).toBe("2027-01-15");
    // 2026-12-24 is a Thursday.
    expect(keyTarget("2026-12-24", "Home")).toBe("2026-12-20");
    expect(keyTarget("2026-12-24", "End")).toBe("2026-12-26");
    expect(keyTarget("2026-12-24", "a")).toBeNull();
  });
});
