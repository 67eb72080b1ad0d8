import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { notFound } from "../business/access";

/** The catalogue's tables that belong to one business each (the only names {@link businessOfRow} takes). */
export type CatalogTable =
  | "catalog_categories"
  | "catalog_products"
  | "opage_bookings"
  | "payment_configs"
  | "vouchers"
  | "wifi_grants";

/** The business a catalogue row belongs to, or null when there is no such row (the guard answers 404). */
export async function businessOfRow(db: Queryable, table: CatalogTable, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>(`select business_id from ${table} where id = $1`, [id]);
  return r ? Number(r.business_id) : null;
}

/** A new mini-page app key: `op_` plus 10 hex digits. */
export const newAppKey = (prefix = "op") => `${prefix}_${randomBytes(5).toString("hex")}`;

/** Loads one row with `load`, else throws 404. */
export async function found<T>(row: Promise<T | null>): Promise<T> {
  const r = await row;
  if (!r) throw notFound();
  return r;
}

/** Deletes one row (the guard already checked its business). */
export async function removeRow(db: Queryable, table: CatalogTable, id: number): Promise<{ ok: true }> {
  await db.query(`delete from ${table} where id = $1`, [id]);
  return { ok: true };
}

/** 400 VALIDATION_FAILED naming the fields, when there are any. */
export function assertNoProblems(fields: Record<string, string>, message = "Invalid request"): void {
  if (Object.keys(fields).length) throw new HttpError(400, "VALIDATION_FAILED", message, { fields });
}

/** Parses a jsonb column that may arrive as text (PostgreSQL) or a value (PGlite). */
export const jsonOf = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;
