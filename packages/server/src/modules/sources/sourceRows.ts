import type { Queryable } from "../../db/db";

/** A column of a contact source as stored (the contract's spellings `fiilterable` and `schedulerable`). */
export interface SourceColumn {
  name: string;
  dataType: "string" | "number" | "datetime";
  length?: number;
  fiilterable: boolean;
  schedulerable: boolean;
}

/**
 * One condition on a source's rows. Values are compared as the column's type: `EQ` (exact), `CONTAINS`
 * (case-insensitive substring, strings), `BETWEEN` (numbers and datetimes in epoch seconds, both ends included;
 * an end left out is open), `NOT_NULL` (the row has a value).
 */
export interface SourceRowCondition {
  column: string;
  op: "EQ" | "CONTAINS" | "BETWEEN" | "NOT_NULL";
  value?: string | number;
  from?: number;
  to?: number;
}

/** Conditions that must all hold (an empty list, or none, selects every row). */
export type SourceRowFilter = readonly SourceRowCondition[];

/** Rows {@link iterateSourceRows} yields a page by default. */
export const SOURCE_ROWS_PAGE = 500;

/** The db handle `iterateSourceRows` needs (a `ServerContext` has it). */
export interface SourceRowsContext {
  db: Queryable;
}

// The SQL of one condition on `data` (parameters appended to `params`); unknown columns select nothing.
function conditionSql(c: SourceRowCondition, columns: Map<string, SourceColumn>, params: unknown[]): string {
  const col = columns.get(c.column);
  if (!col) return "false";
  // The column name becomes a parameter only when the condition uses it (an unused one has no type).
  const fieldOf = () => {
    params.push(col.name);
    return `(data->>$${params.length}::text)`;
  };
  const numeric = col.dataType !== "string";
  switch (c.op) {
    case "NOT_NULL":
      return `${fieldOf()} is not null`;
    case "EQ": {
      if (c.value === undefined) return "false";
      if (numeric) {
        const n = Number(c.value);
        if (!Number.isFinite(n)) return "false";
        const field = fieldOf();
        params.push(n);
        return `${field}::numeric = $${params.length}::numeric`;
      }
      const field = fieldOf();
      params.push(String(c.value));
      return `${field} = $${params.length}::text`;
    }
    case "CONTAINS": {
      if (c.value === undefined) return "false";
      const field = fieldOf();
      params.push(`%${String(c.value).replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      return `${field} ilike $${params.length}::text`;
    }
    case "BETWEEN": {
      if (!numeric) return "false";
      const ends = [
        [c.from, ">="],
        [c.to, "<="],
      ].filter(([end]) => end !== undefined) as [number, string][];
      if (ends.some(([end]) => !Number.isFinite(Number(end)))) return "false";
      const field = fieldOf();
      const parts = [`${field} is not null`];
      for (const [end, op] of ends) {
        params.push(Number(end));
        parts.push(`${field}::numeric ${op} $${params.length}::numeric`);
      }
      return parts.join(" and ");
    }
    default:
      return "false";
  }
}

/**
 * Every row of a contact source, in import order, as pages of `{column: value}` records (strings, numbers,
 * datetimes as epoch seconds; a missing value is absent). Reads only a source of `businessId` (another
 * business's source yields nothing) and only a submitted one. Pages by keyset, so that a source of any size
 * streams in constant memory. The `air2` audience resolver builds on this.
 * @example
 * for await (const page of iterateSourceRows(ctx, 1, 7, [{ column: "city", op: "EQ", value: "Taipei" }]))
 *   for (const row of page) send(row.email);
 */
export async function* iterateSourceRows(
  ctx: SourceRowsContext,
  businessId: number,
  sourceId: number,
  filter?: SourceRowFilter,
  pageSize = SOURCE_ROWS_PAGE,
): AsyncIterable<Record<string, unknown>[]> {
  const [source] = await ctx.db.query<{ columns: SourceColumn[] | string }>(
    "select columns from contact_sources where id = $1 and business_id = $2 and status = 'submitted'",
    [sourceId, businessId],
  );
  if (!source) return;
  const columns = typeof source.columns === "string" ? JSON.parse(source.columns) : source.columns;
  const byName = new Map<string, SourceColumn>(columns.map((c: SourceColumn) => [c.name, c]));
  const params: unknown[] = [sourceId, businessId];
  const where = (filter ?? []).map((c) => conditionSql(c, byName, params));
  const conditions = ["source_id = $1", "business_id = $2", "id > $last", ...where].join(" and ");
  let last = 0;
  for (;;) {
    const sql = `select id, data from contact_source_rows where ${conditions.replace(
      "$last",
      `$${params.length + 1}`,
    )} order by id limit $${params.length + 2}`;
    const rows = await ctx.db.query<{ id: number; data: Record<string, unknown> | string }>(sql, [
      ...params,
      last,
      pageSize,
    ]);
    if (!rows.length) return;
    last = Number(rows[rows.length - 1]!.id);
    yield rows.map((r) => (typeof r.data === "string" ? JSON.parse(r.data) : r.data));
    if (rows.length < pageSize) return;
  }
}
