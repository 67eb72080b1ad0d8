import type { CheckioRecordKind } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

/** A supplier of a counter (the contract's CheckinSupplier). */
export interface CheckinSupplier {
  name: string;
  email?: string;
  wmsReportUrl?: string;
}

/** A check-in counter app as the contract reads it. */
export interface Checkin {
  id: number;
  businessId: number;
  appId: string | null;
  name: string;
  requireCode: boolean;
  codePrefix: string;
  vendors: Record<string, number>;
  suppliers: Record<string, CheckinSupplier>;
  links: { title: string; url: string }[];
  changeBarcodeOn: boolean;
  changeBarcodeMessage: string;
  changeStripPictureOn: boolean;
  checkinNotification: { enabled?: boolean; message?: string; stripImage?: string | null };
  createdTs: number;
  updatedTs: number;
}

/** The contract's CheckinInput (name required, the rest keeps its value or default). */
export type CheckinInput = Partial<Omit<Checkin, "id" | "businessId" | "createdTs" | "updatedTs">> & { name: string };

/** A record a counter wrote. */
export interface CheckinRecord {
  id: number;
  kind: CheckioRecordKind;
  orderNo: string;
  name: string;
  phone: string;
  code: string;
  supplierId: string | null;
  vendorId: number | null;
  departureDate: string | null;
  counter: string;
  ts: number;
}

const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

// biome-ignore lint/suspicious/noExplicitAny: a database row
const toCheckin = (r: any): Checkin => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  appId: r.app_id ?? null,
  name: r.name,
  requireCode: Boolean(r.require_code),
  codePrefix: r.code_prefix,
  vendors: json(r.vendors),
  suppliers: json(r.suppliers),
  links: json(r.links),
  changeBarcodeOn: Boolean(r.change_barcode_on),
  changeBarcodeMessage: r.change_barcode_message,
  changeStripPictureOn: Boolean(r.change_strip_picture_on),
  checkinNotification: json(r.checkin_notification),
  createdTs: Number(r.created_ts),
  updatedTs: Number(r.updated_ts),
});

// biome-ignore lint/suspicious/noExplicitAny: a database row
export const toRecord = (r: any): CheckinRecord => ({
  id: Number(r.id),
  kind: r.kind,
  orderNo: r.order_no,
  name: r.name,
  phone: r.phone,
  code: r.code,
  supplierId: r.supplier_id ?? null,
  vendorId: r.vendor_id === null || r.vendor_id === undefined ? null : Number(r.vendor_id),
  departureDate: r.departure_date ?? null,
  counter: r.counter,
  ts: Number(r.ts),
});

/** Columns of a record row, in the contract's order. */
export const RECORD_COLUMNS =
  "id, kind, order_no, name, phone, code, supplier_id, vendor_id, departure_date, counter, ts";

/** A page of a business's counters, newest first. */
export async function checkinPage(db: Queryable, businessId: number, startIndex: number, limit: number) {
  const rows = await db.query("select * from checkins where business_id = $1 order by id desc offset $2 limit $3", [
    businessId,
    startIndex,
    limit,
  ]);
  const [c] = await db.query<{ n: number }>("select count(*) as n from checkins where business_id = $1", [businessId]);
  return { items: rows.map(toCheckin), total: Number(c?.n ?? 0), startIndex };
}

/** One counter, or null. */
export async function checkinById(db: Queryable, id: number): Promise<Checkin | null> {
  const [r] = await db.query("select * from checkins where id = $1", [id]);
  return r ? toCheckin(r) : null;
}

/** The business of a counter (for the access guard), or null. */
export async function businessOfCheckin(db: Queryable, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from checkins where id = $1", [id]);
  return r ? Number(r.business_id) : null;
}

/** A vendor choice: the owner's sub-accounts and the root subscriber (the owner). */
export interface CheckinSubscriber {
  subscriberId: number;
  name: string;
  email: string;
  root: boolean;
}

/** The vendor choices of a business: its owner (the root subscriber) first, then the owner's sub-accounts. */
export async function vendorChoices(db: Queryable, ownerId: number): Promise<CheckinSubscriber[]> {
  const rows = await db.query<{ id: number; name: string | null; email: string; kind: string }>(
    "select id, name, email, kind from users where id = $1 or owner_id = $1 order by (kind = 'owner') desc, id",
    [ownerId],
  );
  return rows.map((r) => ({
    subscriberId: Number(r.id),
    name: r.name ?? r.email,
    email: r.email,
    root: r.kind === "owner",
  }));
}

/** Refuses vendors that are not among the vendor choices (400, `fields` vendors/<id>). */
export async function assertVendors(db: Queryable, ownerId: number, vendors: Record<string, number> = {}) {
  const ids = new Set((await vendorChoices(db, ownerId)).map((s) => String(s.subscriberId)));
  const fields: Record<string, string> = {};
  for (const k of Object.keys(vendors))
    if (!ids.has(k)) fields[`vendors/${k}`] = "is not a subscriber of this business";
  if (Object.keys(fields).length) throw new HttpError(400, "VALIDATION_FAILED", "Unknown vendors", { fields });
}

const DEFAULTS = {
  appId: null,
  requireCode: false,
  codePrefix: "",
  vendors: {},
  suppliers: {},
  links: [],
  changeBarcodeOn: false,
  changeBarcodeMessage: "",
  changeStripPictureOn: false,
  checkinNotification: { enabled: true, message: "", stripImage: null },
};

const values = (c: Omit<Checkin, "id" | "businessId" | "createdTs" | "updatedTs">) => [
  c.appId,
  c.name.trim(),
  c.requireCode,
  c.codePrefix,
  JSON.stringify(c.vendors),
  JSON.stringify(c.suppliers),
  JSON.stringify(c.links),
  c.changeBarcodeOn,
  c.changeBarcodeMessage,
  c.changeStripPictureOn,
  JSON.stringify(c.checkinNotification),
];

/** Adds a counter; resolves to its id. */
export async function insertCheckin(db: Queryable, businessId: number, input: CheckinInput, nowTs: number) {
  const [r] = await db.query<{ id: number }>(
    `insert into checkins (app_id, name, require_code, code_prefix, vendors, suppliers, links, change_barcode_on,
       change_barcode_message, change_strip_picture_on, checkin_notification, business_id, created_ts, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) returning id`,
    [...values({ ...DEFAULTS, ...input }), businessId, nowTs],
  );
  return Number(r!.id);
}

/** Updates a counter: fields left out keep their value. */
export async function updateCheckin(db: Queryable, before: Checkin, input: CheckinInput, nowTs: number) {
  await db.query(
    `update checkins set app_id = $1, name = $2, require_code = $3, code_prefix = $4, vendors = $5, suppliers = $6,
       links = $7, change_barcode_on = $8, change_barcode_message = $9, change_strip_picture_on = $10,
       checkin_notification = $11, updated_ts = $13 where id = $12`,
    [...values({ ...before, ...input }), before.id, nowTs],
  );
}

/** The stock of a counter as a table (data and columns). */
export async function checkinStock(db: Queryable, checkinId: number) {
  const rows = await db.query<{
    sku: string;
    name: string;
    supplier_id: string | null;
    quantity: number;
    reserved: number;
  }>("select sku, name, supplier_id, quantity, reserved from checkin_stock where checkin_id = $1 order by sku, id", [
    checkinId,
  ]);
  return {
    columns: [
      { key: "sku", type: "string" as const },
      { key: "name", type: "string" as const },
      { key: "supplier", type: "string" as const },
      { key: "quantity", type: "number" as const },
      { key: "reserved", type: "number" as const },
      { key: "available", type: "number" as const },
    ],
    data: rows.map((r) => ({
      sku: r.sku,
      name: r.name,
      supplier: r.supplier_id ?? "",
      quantity: Number(r.quantity),
      reserved: Number(r.reserved),
      available: Number(r.quantity) - Number(r.reserved),
    })),
  };
}

/** What each counter of an app wrote between two instants (both included). */
export async function counterStatus(db: Queryable, checkinId: number, startTs: number, endTs: number) {
  const rows = await db.query<{ counter: string; kind: CheckioRecordKind; n: number; last: number }>(
    `select counter, kind, count(*) as n, max(ts) as last from checkin_records
      where checkin_id = $1 and ts between $2 and $3 group by counter, kind order by counter`,
    [checkinId, startTs, endTs],
  );
  const totals = { checkin: 0, pickup: 0, checkout: 0 };
  const byCounter = new Map<
    string,
    { counter: string; checkin: number; pickup: number; checkout: number; lastTs: number }
  >();
  for (const r of rows) {
    const c = byCounter.get(r.counter) ?? { counter: r.counter, checkin: 0, pickup: 0, checkout: 0, lastTs: 0 };
    c[r.kind] += Number(r.n);
    totals[r.kind] += Number(r.n);
    c.lastTs = Math.max(c.lastTs, Number(r.last));
    byCounter.set(r.counter, c);
  }
  return { startTs, endTs, totals, counters: [...byCounter.values()] };
}
