import { describe, expect, it } from "vitest";
import {
  AGE_AXIS,
  ageBucket,
  correctBehaviorRange,
  dayCount,
  isDay,
  lastDays,
  zonedDayEnd,
  zonedDayStart,
} from "./reportRange";

describe("report ranges", () => {
  it("reads a day in the business's time zone, DST included", () => {
    expect(zonedDayStart("2026-01-02", "Asia/Taipei")).toBe(Date.parse("2026-01-01T16:00:00Z") / 1000);
    expect(zonedDayStart("2026-01-02", "UTC")).toBe(Date.parse("2026-01-02T00:00:00Z") / 1000);
    // Paris is +2 in summer, +1 in winter; the day of the switch has 23 hours.
    expect(zonedDayStart("2026-07-01", "Europe/Paris")).toBe(Date.parse("2026-06-30T22:00:00Z") / 1000);
    expect(zonedDayEnd("2026-03-29", "Europe/Paris") - zonedDayStart("2026-03-29", "Europe/Paris")).toBe(23 * 3600 - 1);
  });

  it("defaults to the last n days, today included", () => {
    expect(lastDays("2026-11-26", 7)).toEqual({ startDate: "2026-11-20", endDate: "2026-11-26" });
    expect(dayCount("2026-11-20", "2026-11-26")).toBe(7);
  });

  it("corrects a behaviour range: no day past today, at most 30 days", () => {
    expect(correctBehaviorRange({ startDate: "2026-09-01", endDate: "2026-11-26" }, "2026-11-26")).toEqual({
      startDate: "2026-10-28",
      endDate: "2026-11-26",
      corrected: true,
    });
    expect(correctBehaviorRange({ startDate: "2026-11-20", endDate: "2026-12-05" }, "2026-11-26")).toEqual({
      startDate: "2026-11-20",
      endDate: "2026-11-26",
      corrected: true,
    });
    expect(correctBehaviorRange({ startDate: "2026-10-28", endDate: "2026-11-26" }, "2026-11-26").corrected).toBe(
      false,
    );
    expect(correctBehaviorRange({ startDate: "2026-11-10", endDate: "2026-11-01" }, "2026-11-26")).toMatchObject({
      startDate: "2026-11-10",
      endDate: "2026-11-10",
    });
  });

  it("puts ages on the 20-80 axis in steps of 5", () => {
    expect(AGE_AXIS).toEqual([20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80]);
    expect(ageBucket("2000-06-01", "2026-05-31")).toBe(25);
    expect(ageBucket("2000-06-01", "2026-06-01")).toBe(25);
    expect(ageBucket("1996-06-01", "2026-06-01")).toBe(30);
    expect(ageBucket("2010-01-01", "2026-06-01")).toBeNull();
    expect(ageBucket("1900-01-01", "2026-06-01")).toBe(80);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-02-28")).toBe(true);
  });
});
