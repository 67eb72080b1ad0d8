import { describe, expect, it } from "vitest";
import { durationToSeconds, SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE, secondsToDuration } from "./index";

describe("access duration", () => {
  it("uses 86400, 3600 and 60", () => {
    expect([SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE]).toEqual([86400, 3600, 60]);
  });
  it("splits seconds into days, hours and minutes", () => {
    expect(secondsToDuration(93784)).toEqual({ days: 1, hours: 2, minutes: 3 });
    expect(secondsToDuration(43200)).toEqual({ days: 0, hours: 12, minutes: 0 });
    expect(secondsToDuration(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(secondsToDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
  it("joins parts back into seconds", () => {
    expect(durationToSeconds({ days: 1, hours: 2, minutes: 3 })).toBe(93780);
    expect(durationToSeconds({ hours: 12 })).toBe(43200);
    expect(durationToSeconds({})).toBe(0);
    expect(durationToSeconds(secondsToDuration(86400))).toBe(86400);
    expect(durationToSeconds({ minutes: 15 })).not.toBe(15);
  });
});
