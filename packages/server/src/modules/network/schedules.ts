import type { components } from "@portico/sdk";
import { dayKey, RULE_MESSAGES } from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { localize, requestLang } from "./networkMessages";

type Schemas = components["schemas"];
export type ScheduleEvent = Schemas["ScheduleEvent"];
export type ScheduleEntry = Schemas["ScheduleEntry"];

/** Today (YYYY-MM-DD) in the configuration group's time zone, by the server's clock. */
export async function todayOf(ctx: ServerContext, configGroupId: number): Promise<{ today: string; timeZone: string }> {
  const [r] = await ctx.db.query<{ time_zone: string }>("select time_zone from config_groups where id = $1", [
    configGroupId,
  ]);
  const timeZone = r?.time_zone ?? "Asia/Taipei";
  return { today: dayKey(new Date(ctx.now()), timeZone), timeZone };
}

/** The calendar events of a configuration group, by start date. */
export async function eventsOf(db: Queryable, configGroupId: number): Promise<ScheduleEvent[]> {
  const rows = await db.query<{
    event_id: string;
    start_date: string;
    end_date: string;
    title: string;
    color: string | null;
  }>(
    "select event_id, start_date, end_date, title, color from schedule_events where config_group_id = $1 order by start_date, event_id",
    [configGroupId],
  );
  return rows.map((r) => ({
    id: r.event_id,
    start: r.start_date,
    end: r.end_date,
    title: r.title,
    ...(r.color ? { color: r.color } : {}),
  }));
}

/** True when the calendar has an event that has not ended (what switching the schedule on needs). */
export async function hasOpenEvents(ctx: ServerContext, configGroupId: number): Promise<boolean> {
  const { today } = await todayOf(ctx, configGroupId);
  const rows = await ctx.db.query("select 1 from schedule_events where config_group_id = $1 and end_date >= $2", [
    configGroupId,
    today,
  ]);
  return rows.length > 0;
}

const SCHEDULE_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  [RULE_MESSAGES.calendarDatePast]: { status: 400, code: "SCHEDULE_PAST_DATE", message: "The date is before today" },
  [RULE_MESSAGES.scheduleTimePast]: {
    status: 400,
    code: "SCHEDULE_TIME_PASSED",
    message: "The schedule time has passed",
  },
  [RULE_MESSAGES.scheduleActivities]: {
    status: 400,
    code: "SCHEDULE_NO_ACTIVITIES",
    message: "A schedule entry needs an SSID activity",
  },
  [RULE_MESSAGES.scheduleDuplicate]: {
    status: 409,
    code: "SCHEDULE_DUPLICATE_TIME",
    message: "Another entry has this time",
  },
  [RULE_MESSAGES.scheduleUnsaved]: { status: 404, code: "NOT_FOUND", message: "No such schedule event" },
};

/**
 * The error of a schedule rule (the rules' message key): its code and status, `description` the message in
 * the request's language, `userMessage` the key, `fields` the entry or event at fault.
 */
export function scheduleError(req: FastifyRequest, key: string, field?: string): HttpError {
  const e = SCHEDULE_ERRORS[key] ?? { status: 400, code: "VALIDATION_FAILED", message: "Invalid schedule" };
  const description = localize(requestLang(req), key);
  return new HttpError(e.status, e.code, e.message, {
    description,
    userMessage: key,
    ...(field ? { fields: { [field]: description } } : {}),
  });
}

/** A real calendar date in YYYY-MM-DD (the contract's pattern lets 2026-02-31 through). */
export function isRealDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

const sameEvent = (a: ScheduleEvent, b: ScheduleEvent) =>
  a.start === b.start &&
  (a.end ?? a.start) === (b.end ?? b.start) &&
  a.title === b.title &&
  (a.color ?? null) === (b.color ?? null);

/**
 * Section 5 calendar rules on a whole-calendar update: events that ended before today stay as they are;
 * a new event, or a changed start, may not be before today; an event that started may not end before today.
 * @returns the key and field of the first broken rule, or null.
 */
export function calendarProblem(
  stored: ScheduleEvent[],
  next: ScheduleEvent[],
  today: string,
): { key: string; field: string } | null {
  const byId = new Map(next.map((e) => [e.id, e]));
  for (const old of stored) {
    if ((old.end ?? old.start) >= today) continue;
    const now = byId.get(old.id);
    if (!now || !sameEvent(old, now)) return { key: RULE_MESSAGES.calendarDatePast, field: `events/${old.id}` };
  }
  const before = new Map(stored.map((e) => [e.id, e]));
  for (const [i, e] of next.entries()) {
    const old = before.get(e.id);
    if (old && sameEvent(old, e)) continue;
    if ((!old || old.start !== e.start) && e.start < today)
      return { key: RULE_MESSAGES.calendarDatePast, field: `events/${i}/start` };
    if ((e.end ?? e.start) < today) return { key: RULE_MESSAGES.calendarDatePast, field: `events/${i}/end` };
  }
  return null;
}
