import { fromLocalInput, toLocalInput } from "@portico/sdk/rules";
import { describe, expect, it } from "vitest";
import {
  dayBound,
  defaultEdmFilter,
  defaultSchedule,
  defaultScheduleAt,
  EDM_STEP_INVALID,
  type EdmDraft,
  fillVisitRange,
  filterProblems,
  nextStep,
  offersStartScheduling,
  previousStep,
  scheduleOnReachingStep6,
  scheduleProblems,
  splitAddresses,
  stepProblems,
  withFilterDefaults,
  withScheduleType,
} from "./edmModel";

const TZ = "Asia/Taipei";
// 2026-11-27 03:30 UTC = 11:30 in Taipei.
const NOW = new Date("2026-11-27T03:30:00Z");
const now = Math.floor(NOW.getTime() / 1000);
const draft = (patch: Partial<EdmDraft> = {}): EdmDraft => ({
  subject: "Hello {{name}}",
  content: "<p>Welcome back</p>",
  filter: defaultEdmFilter(),
  schedule: null,
  testAddresses: "",
  ...patch,
});

describe("defaults of sections 5 and 9", () => {
  it("filters are no-limit and gender is all", () => {
    expect(defaultEdmFilter()).toEqual({
      gender: "all",
      birthday: { noLimit: true },
      hometown: { noLimit: true },
      firstVisit: { noLimit: true },
      lastVisit: { noLimit: true },
    });
    expect(withFilterDefaults({ gender: "male" }).hometown).toEqual({ noLimit: true });
    expect(withFilterDefaults(null).gender).toBe("all");
  });

  it("schedules tomorrow at 8:00 in the business's time zone, not the machine's", () => {
    expect(defaultScheduleAt(TZ, NOW)).toBe(Date.parse("2026-11-28T00:00:00Z") / 1000); // 08:00 +08:00
    expect(defaultScheduleAt("America/New_York", NOW)).toBe(Date.parse("2026-11-27T13:00:00Z") / 1000); // 26th locally
  });

  it("fills each delivery mode with its defaults", () => {
    expect(defaultSchedule("scheduleToBirthday", TZ, NOW)).toEqual({
      deliveryMode: "scheduleToBirthday",
      birthday: { mode: "daily", daysBefore: 1, sendHour: 8 },
    });
    expect(defaultSchedule("scheduleToInvitation", TZ, NOW)).toEqual({
      deliveryMode: "scheduleToInvitation",
      lastVisit: { days: 60, sendHour: 8 },
    });
    const c = defaultSchedule("customized", TZ, NOW);
    expect(withScheduleType(c, "weekly", TZ, NOW)).toEqual({
      deliveryMode: "customized",
      type: "weekly",
      routine: { dayOfWeek: 0, sendHour: 8 },
    });
    expect(withScheduleType(c, "monthly", TZ, NOW).routine).toEqual({ dayOfMonth: 1, sendHour: 8 });
  });

  it("reaching step 6 sets scheduleOnDate and keeps a schedule the user chose", () => {
    expect(scheduleOnReachingStep6(null, TZ, NOW)).toEqual({
      deliveryMode: "customized",
      type: "scheduleOnDate",
      at: defaultScheduleAt(TZ, NOW),
    });
    expect(scheduleOnReachingStep6({ deliveryMode: "customized" }, TZ, NOW).type).toBe("scheduleOnDate");
    const birthday = defaultSchedule("scheduleToBirthday", TZ, NOW);
    expect(scheduleOnReachingStep6(birthday, TZ, NOW)).toBe(birthday);
  });
});

describe("last-visit range", () => {
  it("fills missing ends with one year back to now and never ends before it starts", () => {
    expect(fillVisitRange({ noLimit: false }, now)).toEqual({ noLimit: false, from: now - 365 * 86400, to: now });
    expect(fillVisitRange({ noLimit: false, from: now + 50, to: now }, now)).toEqual({
      noLimit: false,
      from: now,
      to: now,
    });
    expect(fillVisitRange({ noLimit: true }, now)).toEqual({ noLimit: true });
  });
});

describe("step validation", () => {
  it("needs a subject and some content on step 2", () => {
    expect(stepProblems(2, draft({ subject: " " }), now)).toEqual(["subject"]);
    expect(stepProblems(2, draft({ content: "<p> </p>" }), now)).toEqual(["content"]);
    expect(stepProblems(2, draft({ content: '<img src="https://x/y.png">' }), now)).toEqual([]);
  });

  it("needs the value of each filter whose no-limit flag is off", () => {
    const f = defaultEdmFilter();
    expect(filterProblems(f)).toEqual([]);
    expect(
      filterProblems({
        ...f,
        birthday: { noLimit: false },
        hometown: { noLimit: false, keyword: " " },
        lastVisit: { noLimit: false, from: 10, to: 5 },
      }),
    ).toEqual(["birthday", "hometown", "lastVisit"]);
    expect(filterProblems({ ...f, birthday: { noLimit: false, month: 12 } })).toEqual([]);
  });

  it("accepts test addresses that are e-mails, up to 20", () => {
    expect(splitAddresses("a@x.io, b@x.io;c@x.io\n")).toEqual(["a@x.io", "b@x.io", "c@x.io"]);
    expect(stepProblems(4, draft({ testAddresses: "a@x.io nope" }), now)).toEqual(["testAddresses"]);
    expect(stepProblems(4, draft(), now)).toEqual([]);
    const many = Array.from({ length: 21 }, (_, i) => `u${i}@x.io`).join(",");
    expect(stepProblems(4, draft({ testAddresses: many }), now)).toEqual(["testAddresses"]);
  });

  it("checks each schedule variant", () => {
    expect(scheduleProblems(null, now)).toEqual(["deliveryMode"]);
    expect(scheduleProblems({ deliveryMode: "customized", type: "scheduleOnDate", at: now - 1 }, now)).toEqual(["at"]);
    expect(scheduleProblems(defaultSchedule("customized", TZ, NOW), now)).toEqual([]);
    expect(
      scheduleProblems({ deliveryMode: "customized", type: "weekly", routine: { dayOfWeek: 7, sendHour: 8 } }, now),
    ).toEqual(["dayOfWeek"]);
    expect(
      scheduleProblems({ deliveryMode: "customized", type: "monthly", routine: { dayOfMonth: 1, sendHour: 24 } }, now),
    ).toEqual(["sendHour"]);
    expect(
      scheduleProblems(
        { deliveryMode: "scheduleToBirthday", birthday: { mode: "monthly", daysBefore: 61, sendHour: 8 } },
        now,
      ),
    ).toEqual(["daysBefore"]);
    expect(
      scheduleProblems({ deliveryMode: "scheduleToInvitation", firstVisit: { days: 0, sendHour: 8 } }, now),
    ).toEqual(["days"]);
  });

  it("Next stays on an invalid step with the message, moves on a valid one, and lets a Sent campaign pass", () => {
    const bad = draft({ subject: "" });
    expect(nextStep(2, bad, "Draft", now)).toEqual({ step: 2, error: EDM_STEP_INVALID, problems: ["subject"] });
    expect(EDM_STEP_INVALID).toBe("Please complete the form in this step before proceeding.");
    expect(nextStep(2, bad, "Sent", now).step).toBe(3);
    expect(nextStep(1, bad, undefined, now).step).toBe(2);
    expect(nextStep(6, draft({ schedule: defaultSchedule("customized", TZ, NOW) }), "Draft", now).step).toBe(6);
  });

  it("Back is always allowed", () => {
    expect(previousStep(3)).toBe(2);
    expect(previousStep(1)).toBe(1);
  });

  it("offers to start scheduling a saved draft that has a schedule but no next delivery", () => {
    expect(offersStartScheduling({ schedule: { deliveryMode: "customized" }, nextDeliveryAt: null })).toBe(true);
    expect(offersStartScheduling({ schedule: { deliveryMode: "customized" }, nextDeliveryAt: 5 })).toBe(false);
    expect(offersStartScheduling({ schedule: null, nextDeliveryAt: null })).toBe(false);
  });
});

describe("times in the business's time zone", () => {
  it("reads and writes datetime-local values in the zone", () => {
    const at = defaultScheduleAt(TZ, NOW);
    expect(toLocalInput(at, TZ)).toBe("2026-11-28T08:00");
    expect(fromLocalInput("2026-11-28T08:00", TZ)).toBe(at);
    expect(fromLocalInput("nope", TZ)).toBeNull();
  });

  it("turns a day into the bounds of that day", () => {
    const from = dayBound("2026-11-28", "from", TZ)!;
    expect(dayBound("2026-11-28", "to", TZ)).toBe(from + 86400 - 1);
    expect(toLocalInput(from, TZ)).toBe("2026-11-28T00:00");
    expect(dayBound("", "from", TZ)).toBeUndefined();
  });
});
