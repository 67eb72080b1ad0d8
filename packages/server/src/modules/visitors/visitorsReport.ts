import type { components } from "@portico/sdk";
import { dayKey, lastDays, VISITORS_DEFAULT_DAYS, zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { LATEST_VISITORS, orderBy, scopeParams, searchWhere, type VisitorScope } from "./visitorQuery";

type Schemas = components["schemas"];

/** The business's IANA time zone. */
export async function timeZoneOf(db: Queryable, businessId: number): Promise<string> {
  const [b] = await db.query<{ time_zone: string }>("select time_zone from businesses where id = $1", [businessId]);
  return b?.time_zone ?? "Asia/Taipei";
}

/** The range asked for; missing ends default to the last 7 days of the business's time zone. */
export function visitorsRange(q: { start?: number; end?: number }, nowMs: number, timeZone: string) {
  const d = lastDays(dayKey(new Date(nowMs), timeZone), VISITORS_DEFAULT_DAYS);
  const start = q.start ?? zonedDayStart(d.startDate, timeZone);
  const end = q.end ?? zonedDayEnd(d.endDate, timeZone);
  if (end < start)
    throw new HttpError(400, "VALIDATION_FAILED", "The end is before the start", { fields: { end: "range" } });
  return { start, end };
}

const countsOf = (rows: { k: string | null; n: number }[]) =>
  Object.fromEntries(rows.filter((r) => r.k !== null).map((r) => [r.k!, Number(r.n)]));

/** Distinct visitors of the range by gender, authentication type and location (top 50 locations). */
export async function visitorsDashboard(db: Queryable, scope: VisitorScope): Promise<Schemas["VisitorsDashboard"]> {
  const by = (col: string, limit = "") =>
    db.query<{ k: string | null; n: number }>(
      `${LATEST_VISITORS} select ${col} as k, count(*)::int as n from latest group by 1 order by 2 desc, 1 ${limit}`,
      scopeParams(scope),
    );
  const gender = await by("gender");
  return {
    total: gender.reduce((s, r) => s + Number(r.n), 0),
    gender: countsOf(gender),
    authType: countsOf(await by("auth_type")),
    location: countsOf(await by("location", "limit 50")),
  };
}

interface Row extends Record<string, unknown> {
  guest_key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  gender: "male" | "female" | "unknown";
  birthday: string | null;
  location: string | null;
  auth_type: string;
  last_auth_ts: number;
  auth_count: number;
}

const toRecord = (r: Row): Schemas["VisitorRecord"] => ({
  guestKey: r.guest_key,
  name: r.name,
  email: r.email,
  phone: r.phone,
  gender: r.gender,
  birthday: r.birthday,
  location: r.location,
  authType: r.auth_type,
  lastAuthTs: Number(r.last_auth_ts),
  authCount: Number(r.auth_count),
});

/** One page of a search and the total of its matches. */
export async function searchVisitors(
  db: Queryable,
  scope: VisitorScope,
  search: Schemas["VisitorSearch"],
): Promise<Schemas["VisitorHits"]> {
  const base = scopeParams(scope);
  const where = searchWhere(search, base.length + 1);
  const params = [...base, ...where.params];
  const [n] = await db.query<{ n: number }>(
    `${LATEST_VISITORS} select count(*)::int as n from latest ${where.sql}`,
    params,
  );
  const rows = await db.query<Row>(
    `${LATEST_VISITORS} select * from latest ${where.sql} ${orderBy(search.sort)} limit ${search.limit ?? 100} offset ${search.offset ?? 0}`,
    params,
  );
  return { total: Number(n?.n ?? 0), hits: rows.map(toRecord) };
}

/** Every matching visitor, page by page (exports): never the whole result in memory. */
export async function* visitorPages(
  db: Queryable,
  scope: VisitorScope,
  search: Pick<Schemas["VisitorSearch"], "query" | "filters">,
  pageSize = 1000,
): AsyncGenerator<Schemas["VisitorRecord"][]> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await searchVisitors(db, scope, { ...search, sort: "lastAuthTs:desc", offset, limit: pageSize });
    if (page.hits.length) yield page.hits;
    if (page.hits.length < pageSize) return;
  }
}
