import type { components } from "@portico/sdk";
import { HttpError } from "../../errors";
import type { EdmTrigger } from "./edmSchedule";

export type EdmFilter = components["schemas"]["EdmFilter"];

const YEAR = 365 * 86400;

/**
 * The filter with section 5's defaults: every part no-limit, gender all; a last-visit range that applies gets
 * its missing ends (one year back, now). A range whose end is before its start is a 400.
 */
export function normalizeFilter(f: EdmFilter | undefined, nowSeconds: number): EdmFilter {
  const out: EdmFilter = {
    gender: f?.gender ?? "all",
    birthday: f?.birthday ?? { noLimit: true },
    hometown: f?.hometown ?? { noLimit: true },
    firstVisit: f?.firstVisit ?? { noLimit: true },
    lastVisit: f?.lastVisit ?? { noLimit: true },
  };
  if (out.lastVisit && !out.lastVisit.noLimit)
    out.lastVisit = {
      noLimit: false,
      from: out.lastVisit.from ?? nowSeconds - YEAR,
      to: out.lastVisit.to ?? nowSeconds,
    };
  for (const key of ["firstVisit", "lastVisit"] as const) {
    const r = out[key];
    if (r && !r.noLimit && r.from !== undefined && r.to !== undefined && r.to < r.from)
      throw new HttpError(400, "VALIDATION_FAILED", `Invalid ${key} range`, {
        fields: { [`filter.${key}.to`]: "is before from" },
      });
  }
  return out;
}

/** Everything the audience of one send is: the filter and a recurring slot's trigger. */
export interface EdmAudience {
  filter: EdmFilter;
  trigger?: EdmTrigger | null;
}

// One row per guest of the business with an e-mail address: the latest known value of each field, first and
// last visit. `$1` is the business; the (business_id, guest_key, ts) index serves the grouping in key order.
const GUESTS = `select guest_key,
    (array_agg(email order by ts desc) filter (where coalesce(email, '') <> ''))[1] as email,
    (array_agg(name order by ts desc) filter (where coalesce(name, '') <> ''))[1] as name,
    (array_agg(phone order by ts desc) filter (where coalesce(phone, '') <> ''))[1] as phone,
    coalesce((array_agg(gender order by ts desc) filter (where gender <> 'unknown'))[1], 'unknown') as gender,
    (array_agg(birthday::text order by ts desc) filter (where birthday is not null))[1] as birthday,
    (array_agg(location order by ts desc) filter (where coalesce(location, '') <> ''))[1] as hometown,
    min(ts) as first_ts, max(ts) as last_ts
  from visitor_auths where business_id = $1 KEYSET group by guest_key`;

/** A guest row of the audience query. */
export type GuestRow = {
  guest_key: string;
  email: string;
  name: string | null;
  phone: string | null;
  gender: "male" | "female" | "unknown";
  birthday: string | null;
  hometown: string | null;
  first_ts: number;
  last_ts: number;
};

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * SQL (over one row per guest, `g`) selecting the guests of `audience` in business `$1`, with its parameters
 * from `$2` on. `timeZone` reads a trigger's days in the business's zone. With `keyset`, `$2` is the last
 * guest_key of the previous page (pages in key order).
 */
export function audienceSql(audience: EdmAudience, timeZone: string, keyset = false) {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length + 1}`;
  };
  const keysetSql = keyset ? `and guest_key > ${p("")}` : "";
  const where = ["g.email is not null"];
  const f = audience.filter;
  if (f.gender && f.gender !== "all") where.push(`g.gender = ${p(f.gender)}`);
  if (f.birthday && !f.birthday.noLimit && f.birthday.month)
    where.push(`extract(month from g.birthday::date) = ${p(f.birthday.month)}`);
  if (f.hometown && !f.hometown.noLimit && f.hometown.keyword?.trim())
    where.push(`coalesce(g.hometown, '') ilike ${p(likeOf(f.hometown.keyword.trim()))}`);
  for (const [key, col] of [
    ["firstVisit", "first_ts"],
    ["lastVisit", "last_ts"],
  ] as const) {
    const r = f[key];
    if (!r || r.noLimit) continue;
    if (r.from !== undefined) where.push(`g.${col} >= ${p(r.from)}`);
    if (r.to !== undefined) where.push(`g.${col} <= ${p(r.to)}`);
  }
  const t = audience.trigger;
  if (t) {
    if (t.type === "birthdayDay") {
      // 29 February birthdays get their mail on the 28th in a year without one.
      const year = Number(t.day.slice(0, 4));
      const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
      const days = t.day.endsWith("-02-28") && !leap ? ["02-28", "02-29"] : [t.day.slice(5)];
      where.push(`to_char(g.birthday::date, 'MM-DD') = any(${p(days)}::text[])`);
    } else if (t.type === "birthdayMonth") where.push(`extract(month from g.birthday::date) = ${p(t.month)}`);
    else {
      const col = t.type === "firstVisit" ? "first_ts" : "last_ts";
      where.push(`to_char(to_timestamp(g.${col}) at time zone ${p(timeZone)}, 'YYYY-MM-DD') = ${p(t.day)}`);
    }
  }
  const sql = `select g.* from (${GUESTS.replace("KEYSET", keysetSql)}) g where ${where.join(" and ")}`;
  return { sql, params };
}

/** The recipient table's sort columns. */
export const RECIPIENT_SORT: Record<string, string> = {
  email: "email",
  displayName: "name",
  firstVisitAt: "first_ts",
  lastVisitAt: "last_ts",
};

/** A guest row as the contract's EdmRecipient. */
export function toRecipient(r: GuestRow) {
  return {
    vuid: r.guest_key,
    email: r.email,
    phoneNumber: r.phone,
    visitor: { displayName: r.name },
    gender: r.gender,
    birthday: r.birthday,
    hometown: r.hometown,
    firstVisitAt: Number(r.first_ts),
    lastVisitAt: Number(r.last_ts),
  };
}
