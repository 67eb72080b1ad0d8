import { describe, expect, it } from "vitest";
import {
  calendarDateProblem,
  dayKey,
  isScheduleDateEditable,
  isScheduleEntryEditable,
  scheduleDeleteProblem,
  scheduleEntryProblem,
} from "./index";

describe("schedule dates", () => {
  it("dayKey is the calendar day in the time zone", () => {
    const instant = new Date("2024-05-01T20:00:00Z");
    expect(dayKey(instant, "Asia/Taipei")).toBe("2024-05-02");
    expect(dayKey(instant, "UTC")).toBe("2024-05-01");
  });
  it("past dates are view-only; today and later are editable", () => {
    expect(isScheduleDateEditable("2024-05-01", "2024-05-02")).toBe(false);
    expect(isScheduleDateEditable("2024-05-02", "2024-05-02")).toBe(true);
    expect(isScheduleDateEditable("2025-01-01", "2024-12-31")).toBe(true);
  });
  it("the calendar refuses a date before today", () => {
    expect(calendarDateProblem("2024-05-01", "2024-05-02")).toBe("The selected date is less than today's date.");
    expect(calendarDateProblem("2023-12-31", "2024-01-01")).toBe("The selected date is less than today's date.");
    expect(calendarDateProblem("2024-05-02", "2024-05-02")).toBeNull();
  });
});

describe("schedule entries", () => {
  const now = 1_700_000_000;
  const existing = [{ startTs: now + 3600, activities: ["a1"] }];

  it("accepts a future entry with an activity", () => {
    expect(scheduleEntryProblem({ startTs: now + 60, activities: ["a1"] }, { nowTs: now, existing })).toBeNull();
    expect(
      scheduleEntryProblem({ startTs: now + 60, activities: { 1: { activityId: "a9" } } }, { nowTs: now }),
    ).toBeNull();
  });
  it("needs at least one SSID activity", () => {
    for (const activities of [[], [null, ""], { 0: { activityId: null } }, null, undefined]) {
      expect(scheduleEntryProblem({ startTs: now + 60, activities }, { nowTs: now })).toBe(
        "Please select schedule activities.",
      );
    }
  });
  it("refuses a new entry at an already scheduled time, but not the edited entry itself", () => {
    expect(scheduleEntryProblem({ startTs: now + 3600, activities: ["a2"] }, { nowTs: now, existing })).toBe(
      "Scheduled.",
    );
    expect(
      scheduleEntryProblem({ startTs: now + 3600, activities: ["a2"] }, { nowTs: now, existing, isNew: false }),
    ).toBeNull();
  });
  it("refuses a time not later than now", () => {
    for (const startTs of [now, now - 1]) {
      expect(scheduleEntryProblem({ startTs, activities: ["a1"] }, { nowTs: now })).toBe(
        "Schedule time should be later than current time.",
      );
    }
  });
  it("past entries cannot be edited", () => {
    expect(isScheduleEntryEditable({ startTs: now + 1 }, now)).toBe(true);
    expect(isScheduleEntryEditable({ startTs: now }, now)).toBe(false);
  });
  it("an unsaved schedule cannot be deleted", () => {
    expect(scheduleDeleteProblem({})).toBe("Can not delete unsaved schedule.");
    expect(scheduleDeleteProblem({ id: null })).toBe("Can not delete unsaved schedule.");
    expect(scheduleDeleteProblem({ id: 12 })).toBeNull();
  });
});
