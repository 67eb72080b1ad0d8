import { addDays, dayKey as dayIn, zonedDayStart as dayStart, isEmail } from "@portico/sdk/rules";

/**
 * The e-mail campaign wizard's pure parts (specification part 3, sections 3, 4, 5 and 9): the defaults, the form
 * models of the recipient filter and the schedule, and the per-step validation. The shapes follow the contract's
 * EdmFilter and EdmSchedule; every day and hour is read in the business's time zone.
 */

/** Campaign defaults of section 9. */
export const EDM_DEFAULTS = {
  sendHour: 8,
  dayOfMonth: 1,
  dayOfWeek: 0,
  birthdayDaysBefore: 1,
  birthdayMode: "daily",
  invitationDays: 60,
} as const;
/** E-mail tables (campaigns, recipients, templates) start at 10 a page. */
export const EDM_PAGE_SIZE = 10;
/** The report's range is at most 90 days; its default span is 90 days. */
export const EDM_REPORT_MAX_DAYS = 90;
/** The wizard's six steps, numbered 1 to 6. */
export const EDM_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type EdmStep = (typeof EDM_STEPS)[number];
/** What each step is about (its i18n key suffix). */
export const EDM_STEP_NAMES: Record<EdmStep, string> = {
  1: "template",
  2: "content",
  3: "recipients",
  4: "test",
  5: "review",
  6: "schedule",
};
/** The message an invalid step shows when Next is pressed (section 5). */
export const EDM_STEP_INVALID = "Please complete the form in this step before proceeding.";

export type EdmGender = "all" | "male" | "female";
export interface EdmRange {
  noLimit: boolean;
  from?: number;
  to?: number;
}
export interface EdmFilter {
  gender?: EdmGender;
  birthday?: { noLimit: boolean; month?: number };
  hometown?: { noLimit: boolean; keyword?: string };
  firstVisit?: EdmRange;
  lastVisit?: EdmRange;
}
export type EdmDeliveryMode = "customized" | "scheduleToBirthday" | "scheduleToInvitation";
export type EdmScheduleType = "scheduleOnDate" | "weekly" | "monthly";
export interface EdmVisitTrigger {
  days: number;
  sendHour: number;
}
export interface EdmSchedule {
  deliveryMode: EdmDeliveryMode;
  type?: EdmScheduleType;
  at?: number;
  routine?: { dayOfWeek?: number; dayOfMonth?: number; sendHour: number };
  birthday?: { mode: "daily" | "monthly"; daysBefore: number; sendHour: number };
  lastVisit?: EdmVisitTrigger;
  firstVisit?: EdmVisitTrigger;
}

/** Defaults of section 5: birthday, hometown and visit filters no-limit, gender all. */
export function defaultEdmFilter(): Required<EdmFilter> {
  return {
    gender: "all",
    birthday: { noLimit: true },
    hometown: { noLimit: true },
    firstVisit: { noLimit: true },
    lastVisit: { noLimit: true },
  };
}

/** Fills a filter's missing parts with the defaults (a saved campaign may carry only some of them). */
export function withFilterDefaults(filter: EdmFilter | null | undefined): Required<EdmFilter> {
  const d = defaultEdmFilter();
  return {
    gender: filter?.gender ?? d.gender,
    birthday: filter?.birthday ?? d.birthday,
    hometown: filter?.hometown ?? d.hometown,
    firstVisit: filter?.firstVisit ?? d.firstVisit,
    lastVisit: filter?.lastVisit ?? d.lastVisit,
  };
}

const YEAR = 365 * 86_400;

/**
 * A visit range with its missing ends filled (one year back to now) and never ending before it starts (section 5).
 * @example fillVisitRange({ noLimit: false }, now) // { noLimit: false, from: now - 365 days, to: now }
 */
export function fillVisitRange(range: EdmRange, nowSeconds: number): EdmRange {
  if (range.noLimit) return range;
  const to = range.to ?? nowSeconds;
  let from = range.from ?? to - YEAR;
  if (from > to) from = to;
  return { noLimit: false, from, to: Math.max(to, from) };
}

/** Epoch seconds of `hour`:00 on a day (YYYY-MM-DD) in a time zone. */
export function dayHour(day: string, hour: number, timeZone: string): number {
  return dayStart(day, timeZone) + hour * 3600;
}

/** The default schedule date: tomorrow at 8:00 in the business's time zone (section 9). */
export function defaultScheduleAt(timeZone: string, now: Date = new Date()): number {
  return dayHour(addDays(dayIn(now, timeZone), 1), EDM_DEFAULTS.sendHour, timeZone);
}

/** A schedule of a delivery mode with every default of section 9 filled in. */
export function defaultSchedule(mode: EdmDeliveryMode, timeZone: string, now: Date = new Date()): EdmSchedule {
  const sendHour = EDM_DEFAULTS.sendHour;
  if (mode === "scheduleToBirthday")
    return { deliveryMode: mode, birthday: { mode: "daily", daysBefore: EDM_DEFAULTS.birthdayDaysBefore, sendHour } };
  if (mode === "scheduleToInvitation")
    return { deliveryMode: mode, lastVisit: { days: EDM_DEFAULTS.invitationDays, sendHour } };
  return { deliveryMode: mode, type: "scheduleOnDate", at: defaultScheduleAt(timeZone, now) };
}

/** A customized schedule switched to another type, with that type's defaults. */
export function withScheduleType(
  schedule: EdmSchedule,
  type: EdmScheduleType,
  timeZone: string,
  now: Date = new Date(),
): EdmSchedule {
  const sendHour = schedule.routine?.sendHour ?? EDM_DEFAULTS.sendHour;
  if (type === "scheduleOnDate")
    return { deliveryMode: "customized", type, at: schedule.at ?? defaultScheduleAt(timeZone, now) };
  if (type === "weekly")
    return {
      deliveryMode: "customized",
      type,
      routine: { dayOfWeek: schedule.routine?.dayOfWeek ?? EDM_DEFAULTS.dayOfWeek, sendHour },
    };
  return {
    deliveryMode: "customized",
    type,
    routine: { dayOfMonth: schedule.routine?.dayOfMonth ?? EDM_DEFAULTS.dayOfMonth, sendHour },
  };
}

/**
 * The schedule when the wizard reaches step 6 (section 2: reaching step 6 sets the schedule type to
 * scheduleOnDate): none yet, or a customized one without a type, becomes scheduleOnDate tomorrow at 8:00; a
 * schedule the user already chose is kept.
 */
export function scheduleOnReachingStep6(
  schedule: EdmSchedule | null | undefined,
  timeZone: string,
  now: Date = new Date(),
): EdmSchedule {
  if (!schedule) return defaultSchedule("customized", timeZone, now);
  if (schedule.deliveryMode === "customized" && !schedule.type)
    return withScheduleType(schedule, "scheduleOnDate", timeZone, now);
  return schedule;
}

/** The wizard's working copy of a campaign. */
export interface EdmDraft {
  templateId?: number | null;
  subject: string;
  content: string;
  filter: Required<EdmFilter>;
  schedule: EdmSchedule | null;
  testAddresses: string;
}

const isHour = (h: unknown) => Number.isInteger(h) && (h as number) >= 0 && (h as number) <= 23;
const isIntIn = (v: unknown, min: number, max: number) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** Why a filter is incomplete (field keys), or an empty list. */
export function filterProblems(filter: Required<EdmFilter>): string[] {
  const out: string[] = [];
  if (!filter.birthday.noLimit && !isIntIn(filter.birthday.month, 1, 12)) out.push("birthday");
  if (!filter.hometown.noLimit && !filter.hometown.keyword?.trim()) out.push("hometown");
  for (const k of ["firstVisit", "lastVisit"] as const) {
    const r = filter[k];
    if (!r.noLimit && r.from !== undefined && r.to !== undefined && r.to < r.from) out.push(k);
  }
  return out;
}

/** Why a schedule is incomplete (field keys), or an empty list. */
export function scheduleProblems(schedule: EdmSchedule | null, nowSeconds: number): string[] {
  if (!schedule) return ["deliveryMode"];
  if (schedule.deliveryMode === "customized") {
    if (schedule.type === "scheduleOnDate") return schedule.at !== undefined && schedule.at > nowSeconds ? [] : ["at"];
    const r = schedule.routine;
    if (!r || !isHour(r.sendHour)) return ["sendHour"];
    if (schedule.type === "weekly") return isIntIn(r.dayOfWeek, 0, 6) ? [] : ["dayOfWeek"];
    if (schedule.type === "monthly") return isIntIn(r.dayOfMonth, 1, 31) ? [] : ["dayOfMonth"];
    return ["type"];
  }
  if (schedule.deliveryMode === "scheduleToBirthday") {
    const b = schedule.birthday;
    if (!b || !isHour(b.sendHour)) return ["sendHour"];
    return isIntIn(b.daysBefore, 0, 60) ? [] : ["daysBefore"];
  }
  const v = schedule.lastVisit ?? schedule.firstVisit;
  if (!v || !isHour(v.sendHour)) return ["sendHour"];
  return isIntIn(v.days, 1, 3650) ? [] : ["days"];
}

/** Test addresses as typed (comma, semicolon, space or newline separated). */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/**
 * Why a step is incomplete (field keys), or an empty list. Step 1 (template) and step 5 (review) are always
 * complete; step 4 (test send) is optional but its addresses, when given, must be e-mails (at most 20).
 */
export function stepProblems(step: EdmStep, draft: EdmDraft, nowSeconds: number): string[] {
  switch (step) {
    case 2: {
      const out: string[] = [];
      if (!draft.subject.trim()) out.push("subject");
      if (!draft.content.replace(/<[^>]*>/g, "").trim() && !/<img\b/i.test(draft.content)) out.push("content");
      return out;
    }
    case 3:
      return filterProblems(draft.filter);
    case 4: {
      const list = splitAddresses(draft.testAddresses);
      return list.length > 20 || list.some((a) => !isEmail(a)) ? ["testAddresses"] : [];
    }
    case 6:
      return scheduleProblems(draft.schedule, nowSeconds);
    default:
      return [];
  }
}

/**
 * Where Next leads from a step (section 4): a valid step moves on; a campaign already Sent passes without
 * validation; otherwise the step stays with the message of section 5.
 * @example nextStep(2, draft, "Draft", now) // { step: 2, error: EDM_STEP_INVALID, problems: ["subject"] }
 */
export function nextStep(
  step: EdmStep,
  draft: EdmDraft,
  status: string | undefined,
  nowSeconds: number,
): { step: EdmStep; error: string | null; problems: string[] } {
  const last = EDM_STEPS[EDM_STEPS.length - 1]!;
  const problems = status === "Sent" ? [] : stepProblems(step, draft, nowSeconds);
  if (problems.length) return { step, error: EDM_STEP_INVALID, problems };
  return { step: Math.min(step + 1, last) as EdmStep, error: null, problems };
}

/** Back is always allowed (section 4). */
export function previousStep(step: EdmStep): EdmStep {
  return Math.max(step - 1, 1) as EdmStep;
}

/** A saved draft that has a schedule but no nextDeliveryAt prompts to start scheduling now (section 4). */
export function offersStartScheduling(c: {
  schedule?: EdmSchedule | null;
  nextDeliveryAt?: number | null;
  scheduleEnabled?: number;
}): boolean {
  return Boolean(c.schedule) && c.nextDeliveryAt == null;
}

/** A day (YYYY-MM-DD, business time zone) as the epoch seconds of its start, or of its end for the `to` side. */
export function dayBound(day: string, side: "from" | "to", timeZone: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return side === "from" ? dayStart(day, timeZone) : dayStart(addDays(day, 1), timeZone) - 1;
}
