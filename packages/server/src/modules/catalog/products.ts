import type { Queryable } from "../../db/db";
import { assertNoProblems, jsonOf, newAppKey } from "./catalogRows";

/** The contract's ProductCategory. */
export interface ProductCategory {
  id: number;
  businessId: number;
  name: string;
  updatedTs: number;
}

/** The contract's Product (`order` is stored as sort_order). */
export interface Product {
  id: number;
  businessId: number;
  appId: string;
  name: string;
  pictures: string[];
  categoryId: number | null;
  order: number;
  checked: boolean;
  updatedTs: number;
}

/** The contract's ProductInput. */
export interface ProductInput {
  name: string;
  pictures?: string[];
  categoryId?: number | null;
  order?: number;
  checked?: boolean;
}

type Row = Record<string, unknown>;

const toCategory = (r: Row): ProductCategory => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  name: String(r.name),
  updatedTs: Number(r.updated_ts),
});

const toProduct = (r: Row): Product => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  appId: String(r.app_id),
  name: String(r.name),
  pictures: jsonOf<string[]>(r.pictures),
  categoryId: r.category_id === null ? null : Number(r.category_id),
  order: Number(r.sort_order),
  checked: Boolean(r.checked),
  updatedTs: Number(r.updated_ts),
});

/** The categories of a business, by name. */
export async function categoriesOf(db: Queryable, businessId: number): Promise<ProductCategory[]> {
  const rows = await db.query("select * from catalog_categories where business_id = $1 order by name, id", [
    businessId,
  ]);
  return rows.map(toCategory);
}

/** One category, or null. */
export async function categoryById(db: Queryable, id: number): Promise<ProductCategory | null> {
  const [r] = await db.query("select * from catalog_categories where id = $1", [id]);
  return r ? toCategory(r) : null;
}

/** Adds (no id) or renames a category; resolves to its id. */
export async function saveCategory(
  db: Queryable,
  businessId: number,
  id: number | null,
  name: string,
  nowTs: number,
): Promise<number> {
  const [r] = id
    ? await db.query<{ id: number }>(
        "update catalog_categories set name = $2, updated_ts = $3 where id = $1 returning id",
        [id, name.trim(), nowTs],
      )
    : await db.query<{ id: number }>(
        "insert into catalog_categories (business_id, name, updated_ts) values ($1, $2, $3) returning id",
        [businessId, name.trim(), nowTs],
      );
  return Number(r!.id);
}

/** The products of a business, by order then id. */
export async function productsOf(db: Queryable, businessId: number): Promise<Product[]> {
  const rows = await db.query("select * from catalog_products where business_id = $1 order by sort_order, id", [
    businessId,
  ]);
  return rows.map(toProduct);
}

/** One product, or null. */
export async function productById(db: Queryable, id: number): Promise<Product | null> {
  const [r] = await db.query("select * from catalog_products where id = $1", [id]);
  return r ? toProduct(r) : null;
}

/** Refuses a category of another business (or none at all): 400 naming `categoryId`. */
async function assertCategory(db: Queryable, businessId: number, categoryId: number | null | undefined) {
  if (!categoryId) return;
  const [r] = await db.query("select 1 from catalog_categories where id = $1 and business_id = $2", [
    categoryId,
    businessId,
  ]);
  assertNoProblems(r ? {} : { categoryId: "not a category of this business" });
}

/** Adds (no id) or replaces a product; resolves to its id. Fields left out take their defaults. */
export async function saveProduct(
  db: Queryable,
  businessId: number,
  id: number | null,
  p: ProductInput,
  nowTs: number,
): Promise<number> {
  await assertCategory(db, businessId, p.categoryId);
  const values = [
    p.name.trim(),
    JSON.stringify(p.pictures ?? []),
    p.categoryId ?? null,
    p.order ?? 0,
    p.checked ?? true,
    nowTs,
  ];
  const [r] = id
    ? await db.query<{ id: number }>(
        `update catalog_products set name = $2, pictures = $3, category_id = $4, sort_order = $5, checked = $6,
           updated_ts = $7 where id = $1 returning id`,
        [id, ...values],
      )
    : await db.query<{ id: number }>(
        `insert into catalog_products (business_id, app_id, name, pictures, category_id, sort_order, checked, updated_ts)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [businessId, newAppKey(), ...values],
      );
  return Number(r!.id);
}

/** Removes a product and takes it out of every one-page booking of its business that listed it. */
export async function removeProduct(db: Queryable, businessId: number, id: number): Promise<{ ok: true }> {
  await db.query("delete from catalog_products where id = $1", [id]);
  await db.query(
    `update opage_bookings set products = coalesce(
       (select jsonb_agg(e.p order by e.i) from jsonb_array_elements(products) with ordinality e(p, i)
         where e.p <> to_jsonb($2::bigint)), '[]'::jsonb)
     where business_id = $1 and products @> to_jsonb(array[$2::bigint])`,
    [businessId, id],
  );
  return { ok: true };
}
