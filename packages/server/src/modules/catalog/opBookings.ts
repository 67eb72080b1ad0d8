import type { Queryable } from "../../db/db";
import { assertNoProblems, jsonOf, newAppKey } from "./catalogRows";

/** The contract's OnePageBooking. */
export interface OnePageBooking {
  id: number;
  businessId: number;
  appId: string;
  name: string;
  languages: string[];
  products: number[];
  updatedTs: number;
}

/** The contract's OnePageBookingInput. */
export interface OnePageBookingInput {
  name: string;
  languages?: string[];
  products?: number[];
}

const toBooking = (r: Record<string, unknown>): OnePageBooking => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  appId: String(r.app_id),
  name: String(r.name),
  languages: jsonOf<string[]>(r.languages),
  products: jsonOf<number[]>(r.products).map(Number),
  updatedTs: Number(r.updated_ts),
});

/** The one-page bookings of a business, newest first. */
export async function opBookingsOf(db: Queryable, businessId: number): Promise<OnePageBooking[]> {
  const rows = await db.query("select * from opage_bookings where business_id = $1 order by id desc", [businessId]);
  return rows.map(toBooking);
}

/** One one-page booking, or null. */
export async function opBookingById(db: Queryable, id: number): Promise<OnePageBooking | null> {
  const [r] = await db.query("select * from opage_bookings where id = $1", [id]);
  return r ? toBooking(r) : null;
}

/** Refuses a product id that is not one of the business's products: 400 naming `products/<i>`. */
async function assertProducts(db: Queryable, businessId: number, ids: readonly number[]) {
  if (!ids.length) return;
  const rows = await db.query<{ id: number }>(
    "select id from catalog_products where business_id = $1 and id = any($2::bigint[])",
    [businessId, ids],
  );
  const known = new Set(rows.map((r) => Number(r.id)));
  const fields: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!known.has(id)) fields[`products/${i}`] = "not a product of this business";
  });
  assertNoProblems(fields);
}

/** Adds (no id) or replaces a one-page booking; resolves to its id. Products keep the order given. */
export async function saveOpBooking(
  db: Queryable,
  businessId: number,
  id: number | null,
  b: OnePageBookingInput,
  nowTs: number,
): Promise<number> {
  const products = b.products ?? [];
  await assertProducts(db, businessId, products);
  const values = [b.name.trim(), JSON.stringify(b.languages ?? []), JSON.stringify(products), nowTs];
  const [r] = id
    ? await db.query<{ id: number }>(
        "update opage_bookings set name = $2, languages = $3, products = $4, updated_ts = $5 where id = $1 returning id",
        [id, ...values],
      )
    : await db.query<{ id: number }>(
        `insert into opage_bookings (business_id, app_id, name, languages, products, updated_ts)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [businessId, newAppKey(), ...values],
      );
  return Number(r!.id);
}
