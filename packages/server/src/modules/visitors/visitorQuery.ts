import type { components } from "@portico/sdk";
import { isDay } from "@portico/sdk/rules";
import { HttpError } from "../../errors";

type Search = components["schemas"]["VisitorSearch"];
type Filter = components["schemas"]["VisitorFilter"];

/** The range and type every visitors query is narrowed by (business_id always first). */
export interface VisitorScope {
  businessId: number;
  start: number;
  end: number;
  type?: string | undefined;
}

const SEARCH_FIELDS = ["name", "email", "phone", "location"] as const;
const SORT_COLUMNS: Record<string, string> = {
  name: "name",
  email: "email",
  phone: "phone",
  location: "location",
  gender: "gender",
  birthday: "birthday",
  authType: "auth_type",
  lastAuthTs: "last_auth_ts",
};
const FILTER_COLUMNS: Record<Filter["attribute"], string> = {
  authType: "auth_type",
  gender: "gender",
  birthday: "birthday",
};

const bad = (field: string, why: string) =>
  new HttpError(400, "VALIDATION_FAILED", `Invalid ${field}`, { fields: { [field]: why } });
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The latest sign-in in the range of each guest of one business (one row per guest), as a CTE over the
 * (business_id, ts) index. `$1` business, `$2` start, `$3` end, `$4` type or null.
 */
export const LATEST_VISITORS = `with latest as (
  select distinct on (guest_key) guest_key, name, email, phone, gender, birthday::text as birthday, location,
         auth_type, ts as last_auth_ts, count(*) over (partition by guest_key)::int as auth_count
    from visitor_auths
   where business_id = $1 and ts >= $2 and ts <= $3 and ($4::text is null or auth_type = $4)
   order by guest_key, ts desc)`;

export const scopeParams = (s: VisitorScope): unknown[] => [s.businessId, s.start, s.end, s.type ?? null];

/** Where clause (over `latest`) and its extra parameters for a search's query and filters. */
export function searchWhere(search: Pick<Search, "query" | "filters">, firstParam: number) {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${firstParam + params.length - 1}`;
  };
  const q = search.query?.trim();
  if (q) {
    const m = /^(name|email|phone|location):(.*)$/.exec(q);
    const fields = m ? [m[1]!] : SEARCH_FIELDS;
    const keyword = (m ? m[2]! : q).trim();
    if (keyword) {
      const k = p(likeOf(keyword));
      where.push(`(${fields.map((f) => `coalesce(${f}, '') ilike ${k}`).join(" or ")})`);
    }
  }
  for (const f of search.filters ?? []) {
    const col = FILTER_COLUMNS[f.attribute];
    const [a, b] = f.attributeValueList;
    if (f.attribute === "birthday" && f.comparisonOperator !== "CONTAINS")
      for (const v of f.attributeValueList) if (!isDay(v)) throw bad("filters", "date");
    switch (f.comparisonOperator) {
      case "EQ":
        where.push(`${col} = ${p(a)}`);
        break;
      case "CONTAINS":
        where.push(`coalesce(${col}, '') ilike ${p(likeOf(a!))}`);
        break;
      case "GE":
        where.push(`${col} >= ${p(a)}`);
        break;
      case "LE":
        where.push(`${col} <= ${p(a)}`);
        break;
      case "BETWEEN":
        if (b === undefined) throw bad("filters", "between");
        where.push(`${col} between ${p(a)} and ${p(b)}`);
        break;
    }
  }
  return { sql: where.length ? `where ${where.join(" and ")}` : "", params };
}

/** `field:dir` to an order by clause (ties by guest key, so that pages never overlap). */
export function orderBy(sort: string | undefined): string {
  const [field, dir] = (sort ?? "lastAuthTs:desc").split(":");
  const col = SORT_COLUMNS[field ?? ""];
  if (!col || (dir !== "asc" && dir !== "desc")) throw bad("sort", "sort");
  return `order by ${col} ${dir} nulls last, guest_key`;
}
