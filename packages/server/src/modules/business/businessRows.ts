import type { Queryable } from "../../db/db";
import type { BusinessIdOf } from "./access";

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
 * Where a route that names one row of `table` by its `id` in the path parameter `param` finds its business: the
 * row's `business_id`, or null when there is no such row (the guard answers 404).
 * @example businessGuards(ctx, "get", byRow("floor_plans", "planId"))
 */
export function byRow<P extends string>(table: string, param: P): BusinessIdOf<{ Params: Record<P, number> }> {
  return async (req, ctx) => {
    const id = (req.params as Record<P, number>)[param];
    const [r] = await ctx.db.query<{ business_id: number }>(`select business_id from ${table} where id = $1`, [id]);
    return r?.business_id ?? null;
  };
}
