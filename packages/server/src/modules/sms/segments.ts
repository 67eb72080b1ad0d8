import type { components } from "@portico/sdk";
import { checkSegmentConditions, dayKey, type SegmentConditionLike } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

type Schemas = components["schemas"];
export type SegmentCondition = Schemas["SegmentCondition"];

/** A guest of a segment: the latest known phone, name, gender and birthday over the guest's sign-ins. */
export type SegmentGuestRow = {
  guest_key: string;
  phone: string | null;
  name: string | null;
};

/** Conditions checked and normalised (ages clamped); a bad one is a 400 naming its index. */
export function segmentConditions(raw: readonly SegmentCondition[]): SegmentConditionLike[] {
  const r = checkSegmentConditions(raw);
  if (r.ok) return r.conditions;
  throw new HttpError(400, "VALIDATION_FAILED", `Condition ${r.index + 1} is not valid (${r.problem})`, {
    fields: { [`conditions/${r.index}`]: r.problem },
  });
}

// Each guest (guest_key) once, with the latest non-empty value of each field over its sign-ins. `$1` business.
const GUESTS = `select guest_key, max(ts) as last_auth,
    (array_agg(phone order by ts desc) filter (where phone is not null and phone <> ''))[1] as phone,
    (array_agg(name order by ts desc) filter (where name is not null and name <> ''))[1] as name,
    (array_agg(gender order by ts desc) filter (where gender <> 'unknown'))[1] as gender,
    (array_agg(birthday order by ts desc) filter (where birthday is not null))[1] as birthday
  from visitor_auths where business_id = $1`;

/**
 * The SQL of a segment's guests: `select guest_key, phone, name` of every guest matching all conditions. Ages count
 * whole years on today's date in the business's time zone. `after` pages by guest_key.
 */
export function segmentQuery(
  businessId: number,
  conditions: readonly SegmentConditionLike[],
  opts: { nowMs: number; timeZone: string; after?: string; limit?: number; phoneOnly?: boolean },
): { sql: string; params: unknown[] } {
  const params: unknown[] = [businessId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const inner = opts.after !== undefined ? `${GUESTS} and guest_key > ${p(opts.after)}` : GUESTS;
  const where: string[] = [];
  if (opts.phoneOnly) where.push("phone is not null");
  for (const c of conditions) {
    if (c.field === "phoneNumber") where.push("phone is not null");
    else if (c.field === "gender") where.push(`gender = ${p(c.value)}`);
    else if (c.field === "lastAuth") where.push(`last_auth between ${p(c.start)} and ${p(c.end)}`);
    else {
      const today = `${p(dayKey(new Date(opts.nowMs), opts.timeZone))}::date`;
      where.push(`extract(year from age(${today}, birthday)) between ${p(c.start)} and ${p(c.end)}`);
    }
  }
  const filter = where.length ? `where ${where.join(" and ")}` : "";
  const limit = opts.limit !== undefined ? ` limit ${p(opts.limit)}` : "";
  return {
    sql: `select guest_key, phone, name from (${inner} group by guest_key) g ${filter} order by guest_key${limit}`,
    params,
  };
}

/** How many guests of the business match the conditions now. */
export async function countSegment(
  db: Queryable,
  businessId: number,
  conditions: readonly SegmentConditionLike[],
  opts: { nowMs: number; timeZone: string; phoneOnly?: boolean },
): Promise<number> {
  const q = segmentQuery(businessId, conditions, opts);
  // Texts go once per phone number (the delivery core keys on the address): count phones when only they matter.
  const what = opts.phoneOnly ? "distinct phone" : "*";
  const [r] = await db.query<{ n: number }>(`select count(${what}) as n from (${q.sql}) s`, q.params);
  return Number(r?.n ?? 0);
}

/** The segment's guests in pages of `pageSize` (keyset on guest_key), e.g. for a delivery run. */
export async function* segmentPages(
  db: Queryable,
  businessId: number,
  conditions: readonly SegmentConditionLike[],
  opts: { nowMs: number; timeZone: string; pageSize?: number; phoneOnly?: boolean },
): AsyncIterable<SegmentGuestRow[]> {
  const limit = opts.pageSize ?? 500;
  let after: string | undefined;
  for (;;) {
    const q = segmentQuery(businessId, conditions, { ...opts, limit, ...(after !== undefined ? { after } : {}) });
    const rows = await db.query<SegmentGuestRow>(q.sql, q.params);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1]!.guest_key;
  }
}
