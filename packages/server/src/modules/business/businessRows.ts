import type { Queryable } from "../../db/db";

// Tables whose rows belong to one business through their `business_id` column. `table` and `columns` are this
// server's own names, never input.

/**
 * Every row of a business in `table`, oldest (lowest id) first.
 * @example const rows = await businessRows<PlanRow>(ctx.db, "floor_plans", COLUMNS, businessId);
 */
export function businessRows<R extends Record<string, unknown>>(
  db: Queryable,
  table: string,
  columns: string,
  businessId: number,
): Promise<R[]> {
  return db.query<R>(`select ${columns} from ${table} where business_id = $1 order by id`, [businessId]);
}

/**
 * The business of one row of `table` by its `id`, or null when there is no such row (a guard then answers 404).
 * Guards read the id from their typed path parameter, as `byCuid` does.
 * @example const byPlanId: BusinessIdOf<{ Params: { planId: number } }> = (req, ctx) =>
 *   businessOfRow(ctx.db, "floor_plans", req.params.planId);
 */
export async function businessOfRow(db: Queryable, table: string, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>(`select business_id from ${table} where id = $1`, [id]);
  return r?.business_id ?? null;
}
