import { describe, expect, it } from "vitest";
import { fromLocalInput, timeOfTs, toLocalInput, wallToEpoch, zonedTs, zoneOffsetMs } from "./zonedTime";

describe("wall-clock time in a time zone", () => {
  it("knows a zone's offset, daylight saving included", () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), "Asia/Taipei")).toBe(8 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), "America/New_York")).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), "America/New_York")).toBe(-5 * 3_600_000);
    expect(wallToEpoch(Date.UTC(2026, 10, 18, 8), "Asia/Taipei")).toBe(Date.UTC(2026, 10, 18) / 1000);
  });

  it("places wall-clock times on a day, and reads them back", () => {
    const ts = zonedTs("2026-12-24", "10:00", "Asia/Taipei");
    expect(ts).toBe(Date.UTC(2026, 11, 24, 2) / 1000);
    expect(timeOfTs(ts!, "Asia/Taipei")).toBe("10:00");
    expect(zonedTs("2026-07-01", "09:30", "America/New_York")).toBe(Date.UTC(2026, 6, 1, 13, 30) / 1000);
    expect(zonedTs("2026-01-01", "09:30", "America/New_York")).toBe(Date.UTC(2026, 0, 1, 14, 30) / 1000);
    expect(zonedTs("2026-01-01", "24:00", "UTC")).toBeNull();
    expect(zonedTs("2026-01-01", "9", "UTC")).toBeNull();
  });

  it("reads and writes datetime-local values whatever the browser's zone", () => {
    expect(fromLocalInput("2026-11-18T08:00", "Asia/Taipei")).toBe(Date.UTC(2026, 10, 18, 0, 0) / 1000);
    expect(toLocalInput(Date.UTC(2026, 10, 18, 0, 0) / 1000, "Asia/Taipei")).toBe("2026-11-18T08:00");
    expect(toLocalInput(Date.UTC(2026, 6, 1, 12) / 1000, "Europe/Berlin")).toBe("2026-07-01T14:00");
    expect(fromLocalInput("2026-01-01T14:00", "Europe/Berlin")).toBe(Date.UTC(2026, 0, 1, 13) / 1000);
    expect(fromLocalInput("2026-01-01", "Europe/Berlin")).toBeNull();
  });
});
