import { zonedDayStart as dayStart } from "@portico/sdk/rules";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../errors";
import { type EdmSchedule, nextSlot, normalizeSchedule, slotKey, statusOfSchedule, triggerOf } from "./edmSchedule";

const TPE = "Asia/Taipei";
const NY = "America/New_York";
// Thursday 2026-11-26 10:00 in Taipei.
const THU_10 = dayStart("2026-11-26", TPE) + 10 * 3600;

describe("edm schedule slots (business time zone)", () => {
  it("sends a weekly routine on its weekday at the send hour, in the business's zone", () => {
    const s: EdmSchedule = { deliveryMode: "customized", type: "weekly", routine: { dayOfWeek: 0, sendHour: 8 } };
    const t = nextSlot(s, THU_10, TPE)!;
    expect(t).toBe(dayStart("2026-11-29", TPE) + 8 * 3600); // Sunday 08:00 Taipei
    expect(slotKey(t, TPE)).toBe("2026-11-29T08");
    // The same rule in New York is a different instant.
    expect(nextSlot(s, THU_10, NY)).toBe(dayStart("2026-11-29", NY) + 8 * 3600);
    // Strictly after: the slot itself gives the next week's.
    expect(nextSlot(s, t, TPE)).toBe(dayStart("2026-12-06", TPE) + 8 * 3600);
  });

  it("sends today when the send hour is still ahead, tomorrow once it passed", () => {
    const daily: EdmSchedule = {
      deliveryMode: "scheduleToBirthday",
      birthday: { mode: "daily", daysBefore: 1, sendHour: 11 },
    };
    expect(nextSlot(daily, THU_10, TPE)).toBe(dayStart("2026-11-26", TPE) + 11 * 3600);
    expect(nextSlot({ ...daily, birthday: { ...daily.birthday!, sendHour: 9 } }, THU_10, TPE)).toBe(
      dayStart("2026-11-27", TPE) + 9 * 3600,
    );
  });

  it("sends a monthly routine on its day, on the last day of a shorter month", () => {
    const s: EdmSchedule = { deliveryMode: "customized", type: "monthly", routine: { dayOfMonth: 31, sendHour: 8 } };
    expect(slotKey(nextSlot(s, THU_10, TPE)!, TPE)).toBe("2026-11-30T08");
    const after = nextSlot(s, dayStart("2026-12-01", TPE), TPE)!;
    expect(slotKey(after, TPE)).toBe("2026-12-31T08");
    expect(slotKey(nextSlot(s, dayStart("2027-02-01", TPE), TPE)!, TPE)).toBe("2027-02-28T08");
  });

  it("sends a monthly birthday send daysBefore the first of the month, to that month's birthdays", () => {
    const s: EdmSchedule = {
      deliveryMode: "scheduleToBirthday",
      birthday: { mode: "monthly", daysBefore: 3, sendHour: 8 },
    };
    const t = nextSlot(s, THU_10, TPE)!;
    expect(slotKey(t, TPE)).toBe("2026-11-28T08");
    expect(triggerOf(s, t, TPE)).toEqual({ type: "birthdayMonth", month: 12 });
    expect(statusOfSchedule(s)).toBe("SendBeforeBirthMonth");
  });

  it("says whose birthday or visit day a daily slot is for", () => {
    const t = dayStart("2026-11-26", TPE) + 8 * 3600;
    expect(
      triggerOf(
        { deliveryMode: "scheduleToBirthday", birthday: { mode: "daily", daysBefore: 6, sendHour: 8 } },
        t,
        TPE,
      ),
    ).toEqual({ type: "birthdayDay", day: "2026-12-02" });
    expect(triggerOf({ deliveryMode: "scheduleToInvitation", lastVisit: { days: 60, sendHour: 8 } }, t, TPE)).toEqual({
      type: "lastVisit",
      day: "2026-09-27",
    });
    expect(triggerOf({ deliveryMode: "scheduleToInvitation", firstVisit: { days: 1, sendHour: 8 } }, t, TPE)).toEqual({
      type: "firstVisit",
      day: "2026-11-25",
    });
    expect(triggerOf({ deliveryMode: "customized", type: "weekly", routine: { sendHour: 8 } }, t, TPE)).toBeNull();
  });

  it("sends a date once, and never after it", () => {
    const s: EdmSchedule = { deliveryMode: "customized", type: "scheduleOnDate", at: THU_10 + 60 };
    expect(nextSlot(s, THU_10, TPE)).toBe(THU_10 + 60);
    expect(nextSlot(s, THU_10 + 60, TPE)).toBeNull();
  });

  it("fills section 9's defaults and the status each mode gives", () => {
    expect(normalizeSchedule({ deliveryMode: "customized", type: "weekly" })).toEqual({
      deliveryMode: "customized",
      type: "weekly",
      routine: { dayOfWeek: 0, sendHour: 8 },
    });
    expect(normalizeSchedule({ deliveryMode: "customized", type: "monthly" }).routine).toEqual({
      dayOfMonth: 1,
      sendHour: 8,
    });
    const b = normalizeSchedule({ deliveryMode: "scheduleToBirthday" });
    expect(b.birthday).toEqual({ mode: "daily", daysBefore: 1, sendHour: 8 });
    expect(statusOfSchedule(b)).toBe("SendBeforeBirthDay");
    const inv = normalizeSchedule({ deliveryMode: "scheduleToInvitation" });
    expect(inv.lastVisit).toEqual({ days: 60, sendHour: 8 });
    expect(statusOfSchedule(inv)).toBe("SendAfterLastVisit");
    expect(statusOfSchedule({ deliveryMode: "scheduleToInvitation", firstVisit: { days: 5, sendHour: 8 } })).toBe(
      "SendAfterFirstVisit",
    );
    expect(statusOfSchedule({ deliveryMode: "customized", type: "scheduleOnDate", at: 1 })).toBe("Scheduled");
  });

  it("refuses a schedule missing what its mode needs, and a past date when enabling", () => {
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof HttpError ? `${e.status} ${Object.keys(e.extras.fields ?? {})[0]}` : "other";
      }
      return "none";
    };
    expect(err(() => normalizeSchedule({ deliveryMode: "customized" }))).toBe("400 type");
    expect(err(() => normalizeSchedule({ deliveryMode: "customized", type: "scheduleOnDate" }))).toBe("400 at");
    const past = { deliveryMode: "customized", type: "scheduleOnDate", at: THU_10 } as const;
    expect(err(() => normalizeSchedule(past))).toBe("none");
    expect(err(() => normalizeSchedule(past, THU_10))).toBe("400 at");
    expect(
      err(() =>
        normalizeSchedule({
          deliveryMode: "scheduleToInvitation",
          lastVisit: { days: 1, sendHour: 8 },
          firstVisit: { days: 1, sendHour: 8 },
        }),
      ),
    ).toBe("400 lastVisit");
  });
});
