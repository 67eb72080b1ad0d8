import { describe, expect, it } from "vitest";
import {
  chartResolution,
  formatBandwidth,
  lastDaysIn,
  rangeDays,
  rangeProblem,
  rangeSeconds,
  usageParts,
} from "./channelsRange";
import { zonedDayStart } from "./reportRange";

describe("channels ranges", () => {
  it("counts both ends and refuses bad ranges", () => {
    expect(rangeDays("2026-11-01", "2026-11-30")).toBe(30);
    expect(rangeProblem("2026-11-01", "2026-11-30", 30)).toBeNull();
    expect(rangeProblem("2026-11-01", "2026-12-01", 30)).toBe("tooLong");
    expect(rangeProblem("2026-11-08", "2026-11-01", 30)).toBe("reversed");
    expect(rangeProblem("2026-02-30", "2026-03-01", 30)).toBe("invalid");
    expect(rangeProblem("2026-11-01", "2026-11-08", 7)).toBe("tooLong");
  });
  it("shows hourly bars up to 7 days, daily above", () => {
    expect(chartResolution("2026-11-01", "2026-11-07")).toBe("hour");
    expect(chartResolution("2026-11-01", "2026-11-08")).toBe("day");
  });
  it("reads days in the business's time zone", () => {
    expect(zonedDayStart("2026-11-26", "UTC")).toBe(Date.UTC(2026, 10, 26) / 1000);
    expect(zonedDayStart("2026-11-26", "Asia/Taipei")).toBe(Date.UTC(2026, 10, 25, 16) / 1000);
    expect(zonedDayStart("2026-07-01", "America/New_York")).toBe(Date.UTC(2026, 6, 1, 4) / 1000);
    expect(
      rangeSeconds("2026-11-26", "2026-11-26", "Asia/Taipei")[1] - zonedDayStart("2026-11-26", "Asia/Taipei"),
    ).toBe(86400);
    // 23:30 UTC on the 26th is already the 27th in Taipei.
    expect(lastDaysIn(7, "Asia/Taipei", new Date(Date.UTC(2026, 10, 26, 23, 30)))).toEqual({
      from: "2026-11-21",
      to: "2026-11-27",
    });
  });
  it("formats usage as days and hh:mm:ss and bandwidth in K, M, G", () => {
    expect(usageParts(90061)).toEqual({ days: 1, clock: "01:01:01" });
    expect(usageParts(59)).toEqual({ days: 0, clock: "00:00:59" });
    expect(formatBandwidth(512)).toBe("512");
    expect(formatBandwidth(1536)).toBe("1.5K");
    expect(formatBandwidth(5 * 1024 * 1024)).toBe("5M");
    expect(formatBandwidth(3 * 1024 ** 3)).toBe("3G");
    expect(formatBandwidth(20 * 1024 ** 4)).toBe("20480G");
  });
});
