import { DEFAULT_STRING_COLUMN_LENGTH, sourceColumnProblems } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import type { SourceColumn } from "./sourceRows";

/** A contact source as the contract reads it. */
export interface ContactSource {
  id: number;
  businessId: number;
  name: string;
  status: "draft" | "submitted";
  columns: SourceColumn[];
  rowCount: number;
  createdTs: number;
  updatedTs: number;
}

/** A column as written (flags and length optional). */
export interface SourceColumnInput {
  name: string;
  dataType: SourceColumn["dataType"];
  length?: number;
  fiilterable?: boolean;
  schedulerable?: boolean;
}

/** The contract's ContactSourceInput. */
export interface ContactSourceInput {
  name: string;
  columns?: SourceColumnInput[];
}

interface Row extends Record<string, unknown> {
  id: number;
  business_id: number;
  name: string;
  status: "draft" | "submitted";
  columns: SourceColumn[] | string;
  row_count: number;
  created_ts: number;
  updated_ts: number;
}

const SELECT = `select s.id, s.business_id, s.name, s.status, s.columns, s.created_ts, s.updated_ts,
  (select count(*) from contact_source_rows r where r.source_id = s.id) as row_count from contact_sources s`;

const toSource = (r: Row): ContactSource => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  name: r.name,
  status: r.status,
  columns: typeof r.columns === "string" ? JSON.parse(r.columns) : r.columns,
  rowCount: Number(r.row_count),
  createdTs: Number(r.created_ts),
  updatedTs: Number(r.updated_ts),
});

/** The columns as stored: trimmed names, the flags filled in, a length only on strings (8 by default). */
export function normalizeColumns(columns: readonly SourceColumnInput[] = []): SourceColumn[] {
  const out = columns.map(
    (c): SourceColumn => ({
      name: c.name,
      dataType: c.dataType,
      ...(c.dataType === "string" ? { length: c.length ?? DEFAULT_STRING_COLUMN_LENGTH } : {}),
      fiilterable: c.fiilterable ?? false,
      schedulerable: c.schedulerable ?? false,
    }),
  );
  const problems = sourceColumnProblems(out);
  const fields = Object.fromEntries(Object.entries(problems).map(([i, p]) => [`columns/${i}/name`, p]));
  if (Object.keys(fields).length) throw new HttpError(400, "VALIDATION_FAILED", "Invalid columns", { fields });
  return out;
}

/** Refuses a save that would remove or retype a submitted source's column (its rows were checked against it). */
export function assertColumnsKept(before: readonly SourceColumn[], after: readonly SourceColumn[]): void {
  const fields: Record<string, string> = {};
  before.forEach((b, i) => {
    const a = after.find((c) => c.name.toLowerCase() === b.name.toLowerCase());
    if (!a || a.name !== b.name || a.dataType !== b.dataType || (a.length ?? 0) < (b.length ?? 0))
      fields[`columns/${i}`] = b.name;
  });
  if (Object.keys(fields).length)
    throw new HttpError(409, "SOURCE_COLUMNS_LOCKED", "A submitted source keeps its columns", { fields });
}

/** The sources of a business, newest first. */
export async function sourcesOf(db: Queryable, businessId: number): Promise<ContactSource[]> {
  return (await db.query<Row>(`${SELECT} where s.business_id = $1 order by s.id desc`, [businessId])).map(toSource);
}

/** One source, or null. */
export async function sourceById(db: Queryable, id: number): Promise<ContactSource | null> {
  const [r] = await db.query<Row>(`${SELECT} where s.id = $1`, [id]);
  return r ? toSource(r) : null;
}

/** The business of a source (for the access guard), or null. */
export async function businessOfSource(db: Queryable, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from contact_sources where id = $1", [id]);
  return r ? Number(r.business_id) : null;
}

/** Adds a draft source; resolves to its id. */
export async function insertSource(db: Queryable, businessId: number, input: ContactSourceInput, nowTs: number) {
  const columns = normalizeColumns(input.columns);
  const [r] = await db.query<{ id: number }>(
    `insert into contact_sources (business_id, name, status, columns, created_ts, updated_ts)
     values ($1, $2, 'draft', $3, $4, $4) returning id`,
    [businessId, input.name.trim(), JSON.stringify(columns), nowTs],
  );
  return Number(r!.id);
}

/** Saves a source: replaces name and columns and submits it (draft -> submitted on save). */
export async function saveSource(db: Queryable, source: ContactSource, input: ContactSourceInput, nowTs: number) {
  const columns = normalizeColumns(input.columns ?? source.columns);
  if (source.status === "submitted") assertColumnsKept(source.columns, columns);
  await db.query(
    "update contact_sources set name = $2, columns = $3, status = 'submitted', updated_ts = $4 where id = $1",
    [source.id, input.name.trim(), JSON.stringify(columns), nowTs],
  );
}

/** Refuses rows for a draft (409 SOURCE_NOT_SUBMITTED). */
export function assertSubmitted(source: ContactSource): void {
  if (source.status !== "submitted")
    throw new HttpError(409, "SOURCE_NOT_SUBMITTED", "Save the source before adding or reading rows");
}

/**
 * Stores checked rows in one transaction-sized statement per 500; with `indexBy`, first removes earlier rows
 * whose value in that column one of the new rows has. Resolves to the number of rows replaced.
 */
export async function storeRows(
  db: Queryable,
  source: ContactSource,
  rows: readonly Record<string, string | number>[],
  nowTs: number,
  indexBy?: string,
): Promise<number> {
  let replaced = 0;
  if (indexBy) {
    const keys = [
      ...new Set(
        rows
          .map((r) => r[indexBy])
          .filter((v) => v !== undefined)
          .map(String),
      ),
    ];
    for (let i = 0; i < keys.length; i += 1000) {
      const gone = await db.query(
        "delete from contact_source_rows where source_id = $1 and data->>$2::text = any($3::text[]) returning id",
        [source.id, indexBy, keys.slice(i, i + 1000)],
      );
      replaced += gone.length;
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await db.query(
      `insert into contact_source_rows (business_id, source_id, data, created_ts)
       select $1, $2, d, $4 from jsonb_array_elements($3::jsonb) with ordinality as t(d, n) order by n`,
      [source.businessId, source.id, JSON.stringify(batch), nowTs],
    );
  }
  return replaced;
}

/** A page of a source's rows in import order. */
export async function sourceRowPage(db: Queryable, sourceId: number, startIndex: number, limit: number) {
  const rows = await db.query<{ data: Record<string, unknown> | string }>(
    "select data from contact_source_rows where source_id = $1 order by id offset $2 limit $3",
    [sourceId, startIndex, limit],
  );
  const [c] = await db.query<{ n: number }>("select count(*) as n from contact_source_rows where source_id = $1", [
    sourceId,
  ]);
  return {
    rows: rows.map((r) => (typeof r.data === "string" ? JSON.parse(r.data) : r.data)),
    total: Number(c!.n),
    startIndex,
  };
}
