import type { components } from "@portico/sdk";
import { addDays, dayKey, zonedDayStart } from "@portico/sdk/rules";
import { HttpError } from "../../errors";

export type EdmSchedule = components["schemas"]["EdmSchedule"];
export type EdmStatus = components["schemas"]["EdmStatus"];

/** Section 9's campaign defaults. */
export const EDM_DEFAULTS = { sendHour: 8, dayOfMonth: 1, dayOfWeek: 0, daysBefore: 1, invitationDays: 60 } as const;

/**
 * Who a slot of a recurring campaign is for, beside the campaign's filter: the guests whose birthday (day or
 * month) comes `daysBefore` days after the slot's day, or whose first or last visit was `days` days before it.
 */
export type EdmTrigger =
  | { type: "birthdayDay"; day: string }
  | { type: "birthdayMonth"; month: number }
  | { type: "lastVisit" | "firstVisit"; day: string };

const bad = (field: string, why: string) =>
  new HttpError(400, "VALIDATION_FAILED", `Invalid schedule: ${field} ${why}`, { fields: { [field]: why } });

/**
 * The schedule with section 9's defaults filled in, or a 400 naming the part its mode lacks. A date in the past
 * is refused only when `nowSeconds` is given (enabling), so that a saved draft keeps what the user typed.
 */
export function normalizeSchedule(s: EdmSchedule, nowSeconds?: number): EdmSchedule {
  const hour = (h?: number) => h ?? EDM_DEFAULTS.sendHour;
  switch (s.deliveryMode) {
    case "customized": {
      if (!s.type) throw bad("type", "is required");
      if (s.type === "scheduleOnDate") {
        if (s.at === undefined) throw bad("at", "is required");
        if (nowSeconds !== undefined && s.at <= nowSeconds) throw bad("at", "is in the past");
        return { deliveryMode: "customized", type: "scheduleOnDate", at: s.at };
      }
      const r = s.routine ?? { sendHour: EDM_DEFAULTS.sendHour };
      return {
        deliveryMode: "customized",
        type: s.type,
        routine:
          s.type === "weekly"
            ? { dayOfWeek: r.dayOfWeek ?? EDM_DEFAULTS.dayOfWeek, sendHour: hour(r.sendHour) }
            : { dayOfMonth: r.dayOfMonth ?? EDM_DEFAULTS.dayOfMonth, sendHour: hour(r.sendHour) },
      };
    }
    case "scheduleToBirthday": {
      const b = s.birthday ?? { mode: "daily", daysBefore: EDM_DEFAULTS.daysBefore, sendHour: EDM_DEFAULTS.sendHour };
      return { deliveryMode: "scheduleToBirthday", birthday: { ...b, sendHour: hour(b.sendHour) } };
    }
    case "scheduleToInvitation": {
      if (s.lastVisit && s.firstVisit) throw bad("lastVisit", "and firstVisit cannot both be set");
      if (s.firstVisit) return { deliveryMode: "scheduleToInvitation", firstVisit: s.firstVisit };
      const v = s.lastVisit ?? { days: EDM_DEFAULTS.invitationDays, sendHour: EDM_DEFAULTS.sendHour };
      return { deliveryMode: "scheduleToInvitation", lastVisit: v };
    }
  }
}

/** The status an enabled schedule gives the campaign (the list shows it; enabling answers it). */
export function statusOfSchedule(s: EdmSchedule): EdmStatus {
  if (s.deliveryMode === "scheduleToBirthday")
    return s.birthday?.mode === "monthly" ? "SendBeforeBirthMonth" : "SendBeforeBirthDay";
  if (s.deliveryMode === "scheduleToInvitation") return s.firstVisit ? "SendAfterFirstVisit" : "SendAfterLastVisit";
  return "Scheduled";
}

/** Whether a schedule sends once (a date) rather than again and again. */
export const isOnce = (s: EdmSchedule) => s.deliveryMode === "customized" && s.type === "scheduleOnDate";

// Day of the week (0 Sunday) and of the month of a calendar day, and the days in its month.
const dayOfWeek = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const dayOfMonth = (day: string) => Number(day.slice(8, 10));
const daysInMonth = (day: string) => new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7), 0)).getUTCDate();

function sendHourOf(s: EdmSchedule): number {
  return s.routine?.sendHour ?? s.birthday?.sendHour ?? s.lastVisit?.sendHour ?? s.firstVisit?.sendHour ?? 8;
}

// Whether a recurring schedule sends on this calendar day (business time zone).
function sendsOn(s: EdmSchedule, day: string): boolean {
  if (s.deliveryMode === "customized") {
    if (s.type === "weekly") return dayOfWeek(day) === (s.routine?.dayOfWeek ?? EDM_DEFAULTS.dayOfWeek);
    // A month without the day (the 31st in April) sends on its last day.
    const want = Math.min(s.routine?.dayOfMonth ?? EDM_DEFAULTS.dayOfMonth, daysInMonth(day));
    return dayOfMonth(day) === want;
  }
  if (s.deliveryMode === "scheduleToBirthday" && s.birthday?.mode === "monthly")
    return dayOfMonth(addDays(day, s.birthday.daysBefore)) === 1;
  return true; // birthday daily, last and first visit: every day
}

/**
 * The first send of the schedule strictly after `afterSeconds`, in the business's time zone, or null (a date
 * already past). Days and the send hour are the business's, never the server's.
 * @example nextSlot({ deliveryMode: "customized", type: "weekly", routine: { dayOfWeek: 0, sendHour: 8 } },
 *   1795622400, "Asia/Taipei") // the next Sunday 08:00 in Taipei
 */
export function nextSlot(s: EdmSchedule, afterSeconds: number, timeZone: string): number | null {
  if (isOnce(s)) return s.at !== undefined && s.at > afterSeconds ? s.at : null;
  const hour = sendHourOf(s);
  let day = dayKey(new Date(afterSeconds * 1000), timeZone);
  // A monthly birthday send lands once a month: a little over a year of days covers every case.
  for (let i = 0; i < 400; i++, day = addDays(day, 1)) {
    if (!sendsOn(s, day)) continue;
    const t = zonedDayStart(day, timeZone) + hour * 3600;
    if (t > afterSeconds) return t;
  }
  return null;
}

/**
 * A slot's run key: its day and hour in the business's time zone ("2026-11-27T08"), so that the same slot
 * evaluated twice (a retried tick, a second instance) starts one delivery run.
 */
export function slotKey(slotSeconds: number, timeZone: string): string {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "2-digit" }).format(
    new Date(slotSeconds * 1000),
  );
  return `${dayKey(new Date(slotSeconds * 1000), timeZone)}T${hour.padStart(2, "0")}`;
}

/** Who a slot of a recurring campaign is for (null: a date or routine send goes to the whole filter). */
export function triggerOf(s: EdmSchedule, slotSeconds: number, timeZone: string): EdmTrigger | null {
  const day = dayKey(new Date(slotSeconds * 1000), timeZone);
  if (s.deliveryMode === "scheduleToBirthday" && s.birthday) {
    const target = addDays(day, s.birthday.daysBefore);
    return s.birthday.mode === "monthly"
      ? { type: "birthdayMonth", month: Number(target.slice(5, 7)) }
      : { type: "birthdayDay", day: target };
  }
  if (s.deliveryMode === "scheduleToInvitation") {
    if (s.firstVisit) return { type: "firstVisit", day: addDays(day, -s.firstVisit.days) };
    if (s.lastVisit) return { type: "lastVisit", day: addDays(day, -s.lastVisit.days) };
  }
  return null;
}
