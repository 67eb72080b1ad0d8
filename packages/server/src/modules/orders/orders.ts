import { randomBytes } from "node:crypto";
import type { components } from "@portico/sdk";
import { canMoveOrder, type OrderStatus, orderHoldsStock } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";

/** The contract's BookingResult (an order of a booking). */
export type BookingResult = components["schemas"]["BookingResult"];

/** A row of `orders`. */
export interface OrderRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  booking_id: number;
  merchant_order_no: string;
  status: OrderStatus;
  amount: number;
  days: number;
  total: string | number;
  amt: string | number;
  currency: string;
  departure_date: string;
  arrival_date: string;
  form_create_ts: number;
  form_complete_ts: number | null;
  pay_ts: number | null;
  coupon_code: string | null;
  coupon_id: string | null;
  coupon_name: string | null;
  discount: string | number;
  pickup_method: string | null;
  return_method: string | null;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  lang: string;
  payment_provider: string | null;
  payment_ref: string | null;
  payment_error: string | null;
  holds_stock: boolean;
  confirmed_ts: number | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Turns a row into the contract's BookingResult. */
export function toBookingResult(r: OrderRow): BookingResult {
  return {
    id: Number(r.id),
    businessId: Number(r.business_id),
    merchantOrderNo: r.merchant_order_no,
    campaignId: Number(r.booking_id),
    status: r.status,
    amount: Number(r.amount),
    days: Number(r.days),
    total: Number(r.total),
    amt: Number(r.amt),
    departureDate: r.departure_date,
    arrivalDate: r.arrival_date,
    formCreateTs: Number(r.form_create_ts),
    formCompleteTs: num(r.form_complete_ts),
    PayTs: num(r.pay_ts),
    couponCode: r.coupon_code,
    pickupMethod: r.pickup_method,
    returnMethod: r.return_method,
    guest: { name: r.guest_name, email: r.guest_email, phone: r.guest_phone },
    paymentError: r.payment_error,
  };
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A fresh merchant order number: `BK` and 10 random characters without look-alikes (unique by the table). */
export function newMerchantOrderNo(): string {
  return `BK${[...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/** What a search asks. */
export interface OrderSearch {
  businessId: number;
  bookingId?: number;
  q?: string;
  status?: OrderStatus;
  from: number;
  size: number;
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchWhere(s: OrderSearch): { where: string; args: unknown[] } {
  const args: unknown[] = [s.businessId];
  const parts = ["business_id = $1"];
  if (s.bookingId !== undefined) {
    args.push(s.bookingId);
    parts.push(`booking_id = $${args.length}`);
  }
  if (s.status) {
    args.push(s.status);
    parts.push(`status = $${args.length}`);
  }
  const q = s.q?.trim();
  if (q) {
    args.push(like(q));
    const n = `$${args.length}`;
    parts.push(
      `(merchant_order_no ilike ${n} or guest_name ilike ${n} or guest_email ilike ${n} or guest_phone ilike ${n} or coupon_code ilike ${n})`,
    );
  }
  return { where: parts.join(" and "), args };
}

/** One page of a business's orders, newest first, and the count of all that match. */
export async function searchOrders(db: Queryable, s: OrderSearch): Promise<{ total: number; hits: BookingResult[] }> {
  const { where, args } = searchWhere(s);
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from orders where ${where}`, args);
  const rows = await db.query<OrderRow>(
    `select * from orders where ${where} order by form_create_ts desc, id desc limit $${args.length + 1} offset $${args.length + 2}`,
    [...args, s.size, s.from],
  );
  return { total: Number(count?.n ?? 0), hits: rows.map(toBookingResult) };
}

/** An order of a business's booking by its merchant order number, or null. */
export async function findOrder(
  db: Queryable,
  businessId: number,
  bookingId: number,
  merchantOrderNo: string,
): Promise<OrderRow | null> {
  const [r] = await db.query<OrderRow>(
    "select * from orders where business_id = $1 and booking_id = $2 and merchant_order_no = $3",
    [businessId, bookingId, merchantOrderNo],
  );
  return r ?? null;
}

/**
 * Takes `units` of a booking's stock for an order, atomically: one conditional update, so two guests never both
 * get the last unit. A stock of 0 (the specification's default) means no limit. Resolves to false when too few
 * are left.
 */
export async function reserveStock(
  db: Queryable,
  businessId: number,
  bookingId: number,
  units: number,
  stock: number,
): Promise<boolean> {
  await db.query(
    "insert into booking_stock (booking_id, business_id, sold) values ($1, $2, 0) on conflict (booking_id) do nothing",
    [bookingId, businessId],
  );
  const rows = await db.query(
    "update booking_stock set sold = sold + $2 where booking_id = $1 and ($3::int <= 0 or sold + $2 <= $3::int) returning sold",
    [bookingId, units, stock],
  );
  return rows.length > 0;
}

/** Units of a booking that orders hold now. */
export async function soldUnits(db: Queryable, bookingId: number): Promise<number> {
  const [r] = await db.query<{ sold: number }>("select sold from booking_stock where booking_id = $1", [bookingId]);
  return Number(r?.sold ?? 0);
}

/**
 * Moves an order to `status` when the rules allow it (else leaves it), giving its units back to the stock once
 * when the new status holds none. Resolves to the order as it is now, and whether it moved.
 */
export async function moveOrder(
  db: Queryable,
  order: OrderRow,
  status: OrderStatus,
  set: Partial<Pick<OrderRow, "pay_ts" | "amt" | "form_complete_ts" | "payment_ref" | "payment_error">> = {},
): Promise<{ order: OrderRow; moved: boolean }> {
  if (order.status === status || !canMoveOrder(order.status, status)) return { order, moved: false };
  const cols = Object.keys(set) as (keyof typeof set)[];
  const assigns = cols.map((c, i) => `${c} = $${i + 4}`);
  // The status in the where clause makes two concurrent moves of one order count once.
  const [row] = await db.query<OrderRow>(
    `update orders set status = $2${assigns.length ? `, ${assigns.join(", ")}` : ""}
      where id = $1 and status = $3 returning *`,
    [order.id, status, order.status, ...cols.map((c) => set[c])],
  );
  if (!row) {
    const [now] = await db.query<OrderRow>("select * from orders where id = $1", [order.id]);
    return { order: now ?? order, moved: false };
  }
  if (!orderHoldsStock(status)) {
    // holds_stock flips once, so the units (and the coupon code) go back once however often the order moves.
    const freed = await db.query("update orders set holds_stock = false where id = $1 and holds_stock returning id", [
      order.id,
    ]);
    if (freed.length) {
      await db.query("update booking_stock set sold = greatest(sold - $2, 0) where booking_id = $1", [
        order.booking_id,
        order.amount,
      ]);
      // The coupon code it took is free again: a declined card or a cancel does not use up a guest's code.
      if (order.coupon_code)
        await db.query("update coupon_codes set redeemed_ts = 0 where booking_id = $1 and code = $2", [
          order.booking_id,
          order.coupon_code,
        ]);
    }
    row.holds_stock = false;
  }
  return { order: row, moved: true };
}

/** A new order's fields (the rest take the table's defaults). */
export interface NewOrder {
  businessId: number;
  bookingId: number;
  merchantOrderNo?: string;
  status?: OrderStatus;
  amount: number;
  days: number;
  total: number;
  amt?: number;
  currency?: string;
  departureDate: string;
  arrivalDate: string;
  formCreateTs: number;
  formCompleteTs?: number | null;
  payTs?: number | null;
  coupon?: { code: string; id: string; name: string; discount: number } | null;
  pickupMethod?: string | null;
  returnMethod?: string | null;
  guest: { name: string; email: string; phone: string };
  lang?: string;
  paymentRef?: string | null;
  paymentError?: string | null;
}

/** Inserts an order (its stock is the caller's: see {@link reserveStock}); resolves to the row. */
export async function insertOrder(db: Queryable, o: NewOrder): Promise<OrderRow> {
  const status = o.status ?? "NEW_ORDER";
  const [row] = await db.query<OrderRow>(
    `insert into orders (business_id, booking_id, merchant_order_no, status, amount, days, total, amt, currency,
       departure_date, arrival_date, form_create_ts, form_complete_ts, pay_ts, coupon_code, coupon_id, coupon_name,
       discount, pickup_method, return_method, guest_name, guest_email, guest_phone, lang, payment_ref, payment_error,
       holds_stock)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, $26, $27) returning *`,
    [
      o.businessId,
      o.bookingId,
      o.merchantOrderNo ?? newMerchantOrderNo(),
      status,
      o.amount,
      o.days,
      o.total,
      o.amt ?? 0,
      o.currency ?? "TWD",
      o.departureDate,
      o.arrivalDate,
      o.formCreateTs,
      o.formCompleteTs ?? null,
      o.payTs ?? null,
      o.coupon?.code ?? null,
      o.coupon?.id ?? null,
      o.coupon?.name ?? null,
      o.coupon?.discount ?? 0,
      o.pickupMethod ?? null,
      o.returnMethod ?? null,
      o.guest.name,
      o.guest.email,
      o.guest.phone,
      o.lang ?? "en",
      o.paymentRef ?? null,
      o.paymentError ?? null,
      orderHoldsStock(status),
    ],
  );
  return row!;
}
