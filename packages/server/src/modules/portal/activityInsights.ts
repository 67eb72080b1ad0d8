import type { components } from "@portico/sdk";
import { dayKey } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

type Insights = components["schemas"]["ActivityInsights"];

/** The dashboard's cap (part 2 section 5) and default span (the last 7 days). */
export const INSIGHTS_MAX_DAYS = 30;
const DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;

/** Every YYYY-MM-DD from start to end inclusive. */
function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The range asked for, defaulted and checked (end not before start, at most 30 days). */
export function insightsRange(q: { startDate?: string; endDate?: string }, nowMs: number, timeZone: string) {
  const endDate = q.endDate ?? dayKey(new Date(nowMs), timeZone);
  const startDate =
    q.startDate ??
    new Date(Date.parse(`${endDate}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const days = daysBetween(startDate, endDate);
  if (!days.length || days.length > INSIGHTS_MAX_DAYS)
    throw new HttpError(400, "VALIDATION_FAILED", `The range must be 1 to ${INSIGHTS_MAX_DAYS} days`, {
      fields: { endDate: "range" },
    });
  return { startDate, endDate, days };
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : 0);

/** Counts an activity's portal events per day of the business's time zone. */
export async function activityInsights(
  db: Queryable,
  activityId: number,
  timeZone: string,
  range: { startDate: string; endDate: string; days: string[] },
): Promise<Insights> {
  const day = "to_char(to_timestamp(e.ts) at time zone $2, 'YYYY-MM-DD')";
  const rows = await db.query<{ day: string; type: string; n: number; u: number }>(
    `select ${day} as day, e.type, count(*)::int as n, count(*) filter (where e.is_unique)::int as u
       from portal_events e
      where e.activity_id = $1 and ${day} between $3 and $4
      group by 1, 2`,
    [activityId, timeZone, range.startDate, range.endDate],
  );
  const [bounce] = await db.query<{ sessions: number; bounced: number }>(
    `select count(*)::int as sessions,
            count(*) filter (where not exists (
              select 1 from portal_events x where x.session_id = e.session_id and x.type <> 'impression'))::int as bounced
       from portal_events e
      where e.activity_id = $1 and e.type = 'impression' and ${day} between $3 and $4`,
    [activityId, timeZone, range.startDate, range.endDate],
  );
  const total = (type: string, f: "n" | "u" = "n") => rows.filter((r) => r.type === type).reduce((s, r) => s + r[f], 0);
  const on = (d: string, type: string) => rows.find((r) => r.day === d && r.type === type)?.n ?? 0;
  const impressions = total("impression");
  const uniqueImpressions = total("impression", "u");
  const conversions = total("conversion");
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    impressions,
    uniqueImpressions,
    clicks: total("click"),
    signIns: total("signin"),
    conversions,
    bounceRate: ratio(bounce?.bounced ?? 0, bounce?.sessions ?? 0),
    returnRate: ratio(impressions - uniqueImpressions, impressions),
    conversionRate: ratio(conversions, impressions),
    daily: range.days.map((d) => ({
      date: d,
      impressions: on(d, "impression"),
      clicks: on(d, "click"),
      conversions: on(d, "conversion"),
    })),
  };
}
