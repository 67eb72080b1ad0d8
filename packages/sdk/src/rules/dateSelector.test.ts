import { describe, expect, it } from "vitest";
import { DATE_SELECTOR_MIN_YEAR, dateSelectorMaxYear, daysInMonth, normalizeDateSelection } from "./index";

const now = new Date(2025, 2, 1);

describe("date selector", () => {
  it("offers 1911 up to the current year plus 200", () => {
    expect(DATE_SELECTOR_MIN_YEAR).toBe(1911);
    expect(dateSelectorMaxYear(now)).toBe(2225);
    expect(normalizeDateSelection({ year: 1911, month: 1, day: 1 }, { now })).toEqual({ year: 1911, month: 1, day: 1 });
    expect(normalizeDateSelection({ year: 2225, month: 12, day: 31 }, { now })).toEqual({
      year: 2225,
      month: 12,
      day: 31,
    });
  });
  it("refuses years and months out of range", () => {
    expect(normalizeDateSelection({ year: 1910, month: 12, day: 31 }, { now })).toBeNull();
    expect(normalizeDateSelection({ year: 2226, month: 1, day: 1 }, { now })).toBeNull();
    expect(normalizeDateSelection({ year: 2024, month: 0, day: 1 }, { now })).toBeNull();
    expect(normalizeDateSelection({ year: 2024, month: 13, day: 1 }, { now })).toBeNull();
    expect(normalizeDateSelection({ year: 2024.5, month: 1, day: 1 }, { now })).toBeNull();
  });
  it("clamps the day to the month", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(normalizeDateSelection({ year: 2023, month: 2, day: 31 }, { now })).toEqual({
      year: 2023,
      month: 2,
      day: 28,
    });
    expect(normalizeDateSelection({ year: 2024, month: 4, day: 0 }, { now })).toEqual({ year: 2024, month: 4, day: 1 });
    expect(normalizeDateSelection({ year: 2024, month: 4 }, { now })).toEqual({ year: 2024, month: 4, day: 1 });
  });
  it("supports month-only selection", () => {
    expect(normalizeDateSelection({ year: 2023, month: 2, day: 31 }, { monthOnly: true, now })).toEqual({
      year: 2023,
      month: 2,
    });
  });
});
