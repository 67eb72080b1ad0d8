import { dayKey, RULE_MESSAGES, scheduleEntryProblem } from "@portico/sdk/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { activityNames, businessOfConfigGroup } from "./configGroups";
import { Problems } from "./networkValidation";
import { calendarProblem, eventsOf, isRealDate, type ScheduleEntry, scheduleError, todayOf } from "./schedules";

const byConfigGroupId: BusinessIdOf<{ Params: { configGroupId: number } }> = (req, ctx) =>
  businessOfConfigGroup(ctx.db, req.params.configGroupId);

// Entries as compared for "unchanged": time and the activity per SSID.
const entryKey = (e: ScheduleEntry) =>
  `${e.startTs}:${[...e.activities]
    .sort((a, b) => a.ssidIndex - b.ssidIndex)
    .map((a) => `${a.ssidIndex}=${a.activityId}`)
    .join(",")}`;

async function entriesOf(db: Queryable, businessId: number, configGroupId: number, date: string) {
  const rows = await db.query<{ start_ts: number; activities: ScheduleEntry["activities"] }>(
    "select start_ts, activities from schedule_entries where config_group_id = $1 and date = $2 order by start_ts",
    [configGroupId, date],
  );
  const names = await activityNames(
    db,
    businessId,
    rows.flatMap((r) => r.activities.map((a) => a.activityId)),
  );
  return rows.map((r) => ({
    startTs: r.start_ts,
    activities: r.activities.map((a) => {
      const activityName = names.get(a.activityId);
      return activityName === undefined ? a : { ...a, activityName };
    }),
  }));
}

function checkDate(req: FastifyRequest, date: string): void {
  const p = new Problems();
  if (!isRealDate(date)) p.add("date", "validation.entryDate");
  p.throwIfAny(req);
}

/** Registers the calendar (main schedule) and the per-date schedules of configuration groups. */
export function registerScheduleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const calendar = async (configGroupId: number) => ({
    configGroupId,
    timeZone: (await todayOf(ctx, configGroupId)).timeZone,
    events: await eventsOf(ctx.db, configGroupId),
  });

  operationRoute(app, "getConfigGroupSchedule", {
    preHandler: businessGuards(ctx, "get", byConfigGroupId),
    handler: async (req) => calendar(req.params.configGroupId),
  });

  operationRoute(app, "updateConfigGroupSchedule", {
    preHandler: businessGuards(ctx, "put", byConfigGroupId),
    handler: async (req) => {
      const { configGroupId } = req.params;
      const { events } = req.body;
      const p = new Problems();
      const ids = new Set<string>();
      events.forEach((e, i) => {
        if (ids.has(e.id)) p.add(`events/${i}/id`, "validation.duplicate");
        ids.add(e.id);
        if (!isRealDate(e.start)) p.add(`events/${i}/start`, "validation.entryDate");
        if (e.end && !isRealDate(e.end)) p.add(`events/${i}/end`, "validation.entryDate");
        else if (e.end && e.end < e.start) p.add(`events/${i}/end`, "validation.dateRange");
      });
      p.throwIfAny(req);
      const { today } = await todayOf(ctx, configGroupId);
      const problem = calendarProblem(await eventsOf(ctx.db, configGroupId), events, today);
      if (problem) throw scheduleError(req, problem.key, problem.field);
      await ctx.db.transaction(async (tx) => {
        await tx.query("delete from schedule_events where config_group_id = $1", [configGroupId]);
        for (const e of events) {
          await tx.query(
            "insert into schedule_events (config_group_id, event_id, start_date, end_date, title, color) values ($1, $2, $3, $4, $5, $6)",
            [configGroupId, e.id, e.start, e.end ?? e.start, e.title.trim(), e.color ?? null],
          );
        }
      });
      return calendar(configGroupId);
    },
  });

  operationRoute(app, "deleteConfigGroupSchedule", {
    preHandler: businessGuards(ctx, "delete", byConfigGroupId),
    handler: async (req) => {
      const { configGroupId } = req.params;
      const { eventId } = req.query;
      if (eventId === undefined) {
        await ctx.db.transaction(async (tx) => {
          await tx.query("delete from schedule_events where config_group_id = $1", [configGroupId]);
          await tx.query("delete from schedule_entries where config_group_id = $1", [configGroupId]);
          await tx.query("update config_groups set schedule_enabled = false where id = $1", [configGroupId]);
        });
        return calendar(configGroupId);
      }
      const event = (await eventsOf(ctx.db, configGroupId)).find((e) => e.id === eventId);
      if (!event) throw scheduleError(req, RULE_MESSAGES.scheduleUnsaved, "eventId");
      const { today } = await todayOf(ctx, configGroupId);
      if ((event.end ?? event.start) < today) throw scheduleError(req, RULE_MESSAGES.calendarDatePast, "eventId");
      await ctx.db.transaction(async (tx) => {
        await tx.query("delete from schedule_events where config_group_id = $1 and event_id = $2", [
          configGroupId,
          eventId,
        ]);
        // Its day schedules from today on go with it; past days stay as history.
        await tx.query(
          "delete from schedule_entries where config_group_id = $1 and date >= $2 and date between $3 and $4",
          [configGroupId, today, event.start, event.end ?? event.start],
        );
      });
      return calendar(configGroupId);
    },
  });

  operationRoute(app, "getConfigGroupDateSchedule", {
    preHandler: businessGuards(ctx, "get", byConfigGroupId),
    handler: async (req) => {
      const { configGroupId, date } = req.params;
      checkDate(req, date);
      const { today } = await todayOf(ctx, configGroupId);
      const entries = await entriesOf(ctx.db, businessOf(req).businessId, configGroupId, date);
      return { configGroupId, date, past: date < today, entries };
    },
  });

  operationRoute(app, "updateConfigGroupDateSchedule", {
    preHandler: businessGuards(ctx, "put", byConfigGroupId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const { configGroupId, date } = req.params;
      const { entries } = req.body;
      checkDate(req, date);
      const { today, timeZone } = await todayOf(ctx, configGroupId);
      // A past date is view-only.
      if (date < today) throw scheduleError(req, RULE_MESSAGES.calendarDatePast, "date");
      const nowTs = Math.floor(ctx.now() / 1000);
      const stored = await entriesOf(ctx.db, businessId, configGroupId, date);
      const sent = new Set(entries.map(entryKey));
      // Past entries cannot be edited or removed.
      for (const old of stored) {
        if (old.startTs <= nowTs && !sent.has(entryKey(old))) {
          throw scheduleError(req, RULE_MESSAGES.scheduleTimePast, "entries");
        }
      }
      const unchanged = new Set(stored.filter((e) => e.startTs <= nowTs).map(entryKey));
      const p = new Problems();
      const names = await activityNames(
        ctx.db,
        businessId,
        entries.flatMap((e) => e.activities.map((a) => a.activityId)),
      );
      for (const [i, e] of entries.entries()) {
        if (unchanged.has(entryKey(e))) continue;
        const problem = scheduleEntryProblem(e, { nowTs, existing: entries.filter((_, j) => j !== i) });
        if (problem) throw scheduleError(req, problem, `entries/${i}`);
        if (dayKey(new Date(e.startTs * 1000), timeZone) !== date)
          p.add(`entries/${i}/startTs`, "validation.entryDate");
        const ssids = new Set<number>();
        e.activities.forEach((a, j) => {
          if (ssids.has(a.ssidIndex)) p.add(`entries/${i}/activities/${j}/ssidIndex`, "validation.duplicate");
          ssids.add(a.ssidIndex);
          if (!names.has(a.activityId)) p.add(`entries/${i}/activities/${j}/activityId`, "validation.notInBusiness");
        });
      }
      p.throwIfAny(req);
      await ctx.db.transaction(async (tx) => {
        await tx.query("delete from schedule_entries where config_group_id = $1 and date = $2", [configGroupId, date]);
        for (const e of entries) {
          const activities = e.activities.map((a) => ({ ssidIndex: a.ssidIndex, activityId: a.activityId }));
          await tx.query(
            "insert into schedule_entries (config_group_id, date, start_ts, activities) values ($1, $2, $3, $4)",
            [configGroupId, date, e.startTs, JSON.stringify(activities)],
          );
        }
      });
      return { configGroupId, date, past: false, entries: await entriesOf(ctx.db, businessId, configGroupId, date) };
    },
  });
}
