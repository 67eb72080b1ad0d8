import { describe, expect, it } from "vitest";
import {
  correctDashboardRange,
  dashboardRangeProblem,
  daysInRange,
  periodRange,
  previousRange,
} from "./dashboardRange";

describe("dashboard ranges", () => {
  it("periods end today", () => {
    expect(periodRange("1w", "2026-11-26")).toEqual({ startDate: "2026-11-20", endDate: "2026-11-26" });
    expect(periodRange("1m", "2026-03-31")).toEqual({ startDate: "2026-03-01", endDate: "2026-03-31" });
    expect(periodRange("1m", "2026-03-30")).toEqual({ startDate: "2026-03-01", endDate: "2026-03-30" });
    expect(periodRange("3m", "2026-11-26")).toEqual({ startDate: "2026-08-27", endDate: "2026-11-26" });
    expect(periodRange("1m", "2026-01-15")).toEqual({ startDate: "2025-12-16", endDate: "2026-01-15" });
  });

  it("custom ranges are at most 30 days, in order, real days", () => {
    expect(dashboardRangeProblem("2026-11-01", "2026-11-30")).toBeNull();
    expect(dashboardRangeProblem("2026-11-01", "2026-12-01")).toBe("tooLong");
    expect(dashboardRangeProblem("2026-11-02", "2026-11-01")).toBe("order");
    expect(dashboardRangeProblem("2026-02-30", "2026-03-01")).toBe("format");
    expect(dashboardRangeProblem("20261101", "2026-11-02")).toBe("format");
    expect(dashboardRangeProblem("2026-13-05", "2026-13-06")).toBe("format");
  });

  it("corrects a bad custom range as the pickers do", () => {
    expect(correctDashboardRange("2026-11-05", "2026-11-01")).toEqual({
      startDate: "2026-11-05",
      endDate: "2026-11-05",
    });
    expect(correctDashboardRange("2026-10-01", "2026-11-30")).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
  });

  it("the previous period has the same length and ends the day before", () => {
    expect(previousRange("2026-11-20", "2026-11-26")).toEqual({ startDate: "2026-11-13", endDate: "2026-11-19" });
    expect(daysInRange("2026-11-13", "2026-11-19")).toBe(7);
  });
});
