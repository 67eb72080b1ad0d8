import type { components } from "@portico/sdk";
import {
  addDays,
  ageBucket,
  BEHAVIOR_DEFAULT_DAYS,
  BEHAVIOR_MAX_DAYS,
  dayCount,
  dayKey,
  lastDays,
  zonedDayEnd,
  zonedDayStart,
} from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

type Schemas = components["schemas"];
type DayReport = Schemas["BehaviorDayReport"];

/** What a behaviour report covers: the whole business, one activity or one iNode (always within the business). */
export type BehaviorScope =
  | { kind: "business"; businessId: number }
  | { kind: "activity"; businessId: number; activityId: number }
  | { kind: "inode"; businessId: number; inodeId: number };

/** A checked range: its days (business's time zone) and their first and last second. */
export interface BehaviorRange {
  days: string[];
  startTs: number;
  endTs: number;
}

const MAX_TS = 253_402_300_799;
const rangeError = (msg: string) => new HttpError(400, "VALIDATION_FAILED", msg, { fields: { endTs: "range" } });

/**
 * The range asked for, defaulted to the last 30 days, refused past 30 days or past today (days of the business's
 * time zone). The console corrects a range before asking; the server still refuses a wrong one.
 */
export function behaviorRange(q: { startTs?: number; endTs?: number }, nowMs: number, timeZone: string): BehaviorRange {
  const today = dayKey(new Date(nowMs), timeZone);
  // Past year 9999 a time is no calendar day (and no Date).
  for (const ts of [q.startTs, q.endTs]) if (ts !== undefined && ts > MAX_TS) throw rangeError("No date past today");
  const d = lastDays(today, BEHAVIOR_DEFAULT_DAYS);
  const endDay = q.endTs === undefined ? d.endDate : dayKey(new Date(q.endTs * 1000), timeZone);
  const startDay =
    q.startTs === undefined
      ? q.endTs === undefined
        ? d.startDate
        : addDays(endDay, -(BEHAVIOR_DEFAULT_DAYS - 1))
      : dayKey(new Date(q.startTs * 1000), timeZone);
  if (endDay > today) throw rangeError("No date past today");
  if (startDay > endDay) throw rangeError("The start is after the end");
  const n = dayCount(startDay, endDay);
  if (n > BEHAVIOR_MAX_DAYS) throw rangeError(`The range must be at most ${BEHAVIOR_MAX_DAYS} days`);
  const days = Array.from({ length: n }, (_, i) => addDays(startDay, i));
  return { days, startTs: zonedDayStart(startDay, timeZone), endTs: zonedDayEnd(endDay, timeZone) };
}

// The scope's condition on visitor_auths (alias v) after $1 business, $2 start, $3 end, $4 time zone.
function scopeSql(scope: BehaviorScope): { sql: string; params: unknown[] } {
  if (scope.kind === "activity") return { sql: "and v.activity_id = $5", params: [scope.activityId] };
  if (scope.kind === "inode") return { sql: "and v.inode_id = $5", params: [scope.inodeId] };
  return { sql: "", params: [] };
}

const DAY = (col: string) => `to_char(to_timestamp(${col}) at time zone $4, 'YYYY-MM-DD')`;
const DIMENSIONS = ["gender", "browser", "locale", "platform", "location", "geocode"] as const;

function emptyDay(date: string, timeZone: string): DayReport {
  return {
    reportId: zonedDayStart(date, timeZone),
    date,
    clients: { newClients: 0, activeClients: 0, registeredClients: 0 },
    grants: 0,
    likes: 0,
    skips: 0,
    analReport: { gender: {}, age: {}, browser: {}, locale: {}, platform: {}, location: {}, geocode: {} },
  };
}

/**
 * The behaviour report of a scope, one entry per day of the range: clients (new, active, registered), grants,
 * likes (portal clicks), skips and the guests by gender, age (20-80 step 5), browser, locale, platform, location
 * and geocode. Every query filters business_id first (its indexes lead with it).
 */
export async function behaviorReports(
  db: Queryable,
  scope: BehaviorScope,
  range: BehaviorRange,
  timeZone: string,
): Promise<Schemas["BehaviorReports"]> {
  const out = new Map(range.days.map((d) => [d, emptyDay(d, timeZone)]));
  const s = scopeSql(scope);
  const params = [scope.businessId, range.startTs, range.endTs, timeZone, ...s.params];
  const from = `from visitor_auths v where v.business_id = $1 and v.ts >= $2 and v.ts <= $3 ${s.sql}`;

  const clients = await db.query<{ day: string; active: number; registered: number; fresh: number }>(
    `select ${DAY("v.ts")} as day, count(distinct v.guest_key)::int as active,
            count(distinct v.guest_key) filter (where v.email is not null or v.phone is not null)::int as registered,
            count(distinct v.guest_key) filter (where not exists (select 1 from visitor_auths f
              where f.business_id = v.business_id and f.guest_key = v.guest_key and f.ts < v.ts))::int as fresh
       ${from} group by 1`,
    params,
  );
  for (const r of clients) {
    const d = out.get(r.day);
    if (d) d.clients = { newClients: r.fresh, activeClients: r.active, registeredClients: r.registered };
  }

  for (const dim of DIMENSIONS) {
    const rows = await db.query<{ day: string; k: string | null; n: number }>(
      `select ${DAY("v.ts")} as day, v.${dim} as k, count(distinct v.guest_key)::int as n ${from} group by 1, 2`,
      params,
    );
    for (const r of rows) {
      const d = out.get(r.day);
      if (d && r.k !== null) d.analReport[dim][r.k] = r.n;
    }
  }

  const ages = await db.query<{ day: string; birthday: string; n: number }>(
    `select ${DAY("v.ts")} as day, v.birthday::text as birthday, count(distinct v.guest_key)::int as n
       ${from} and v.birthday is not null group by 1, 2`,
    params,
  );
  for (const r of ages) {
    const d = out.get(r.day);
    const bucket = ageBucket(r.birthday, r.day);
    if (d && bucket !== null) d.analReport.age[String(bucket)] = (d.analReport.age[String(bucket)] ?? 0) + r.n;
  }

  await countGrantsAndClicks(db, scope, params, out);
  return { startTs: range.startTs, endTs: range.endTs, timeZone, reports: [...out.values()] };
}

// Grants from the portal (sessions granted) or, for an iNode, its reported guest-session grants; likes and
// skips from the portal's events (an iNode's portal events are not tied to the device: none).
async function countGrantsAndClicks(
  db: Queryable,
  scope: BehaviorScope,
  params: unknown[],
  out: Map<string, DayReport>,
): Promise<void> {
  const add = (rows: { day: string; n: number }[], f: (d: DayReport, n: number) => void) => {
    for (const r of rows) {
      const d = out.get(r.day);
      if (d) f(d, r.n);
    }
  };
  if (scope.kind === "inode") {
    add(
      await db.query(
        `select ${DAY("g.ts")} as day, count(*)::int as n from guest_session_events g
          where g.business_id = $1 and g.inode_id = $5 and g.ts >= $2 and g.ts <= $3 and g.event = 'grant' group by 1`,
        params,
      ),
      (d, n) => {
        d.grants = n;
      },
    );
    return;
  }
  const act = scope.kind === "activity" ? "and activity_id = $5" : "";
  add(
    await db.query(
      `select ${DAY("granted_ts")} as day, count(*)::int as n from portal_sessions
        where business_id = $1 and granted_ts >= $2 and granted_ts <= $3 ${act} group by 1`,
      params,
    ),
    (d, n) => {
      d.grants = n;
    },
  );
  const events = await db.query<{ day: string; type: string; n: number }>(
    `select ${DAY("ts")} as day, type, count(*)::int as n from portal_events
      where business_id = $1 and ts >= $2 and ts <= $3 and type in ('click', 'skip') ${act} group by 1, 2`,
    params,
  );
  for (const r of events) {
    const d = out.get(r.day);
    if (d && r.type === "click") d.likes = r.n;
    if (d && r.type === "skip") d.skips = r.n;
  }
}
