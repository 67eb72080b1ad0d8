import type { components } from "@portico/sdk";
import type { Queryable } from "../../db/db";
import { bookingNames } from "./orderBookings";

type S = components["schemas"];

/** Orders per booking in a window of form-create times (epoch seconds, both included). */
export async function bookingsReport(
  db: Queryable,
  businessId: number,
  range: { from: number; to: number },
): Promise<S["BookingsReport"]> {
  const rows = await db.query<{ booking_id: number; status: string; n: number; units: number; revenue: string }>(
    `select booking_id, status, count(*)::int as n,
            coalesce(sum(amount) filter (where holds_stock), 0)::int as units,
            coalesce(sum(amt) filter (where status in ('PAYMENT_RECEIVED', 'ORDER_COMPLETED')), 0) as revenue
       from orders where business_id = $1 and form_create_ts between $2 and $3
      group by booking_id, status`,
    [businessId, range.from, range.to],
  );
  const names = await bookingNames(db, businessId);
  const by = new Map<number, S["BookingsReportRow"]>();
  // Every booking appears, with orders or not (the report's booking picker lists them all).
  for (const [id, name] of names) by.set(id, { campaignId: id, name, orders: 0, units: 0, revenue: 0, byStatus: {} });
  for (const r of rows) {
    const id = Number(r.booking_id);
    const row = by.get(id) ?? { campaignId: id, name: "", orders: 0, units: 0, revenue: 0, byStatus: {} };
    row.orders += Number(r.n);
    row.units += Number(r.units);
    row.revenue += Number(r.revenue);
    row.byStatus[r.status] = Number(r.n);
    by.set(id, row);
  }
  const bookings = [...by.values()].sort((a, b) => a.name.localeCompare(b.name) || a.campaignId - b.campaignId);
  return { bookings };
}

/** Coupon redemptions (orders that kept their code) per booking and coupon, newest use first. */
export async function couponRedemptions(
  db: Queryable,
  businessId: number,
  page: { bookingId?: number; from: number; size: number },
): Promise<S["CouponRedemptionPage"]> {
  // A failed or cancelled order gave its code back: it redeemed nothing.
  const where = `business_id = $1 and coupon_id is not null and ($2::bigint is null or booking_id = $2)
    and status not in ('PAYMENT_FAILED', 'ORDER_CANCELED')`;
  const args = [businessId, page.bookingId ?? null];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from orders where ${where} group by booking_id, coupon_id) g`,
    args,
  );
  const rows = await db.query<{
    booking_id: number;
    coupon_id: string;
    coupon_name: string | null;
    n: number;
    discount: string;
    last_ts: number;
  }>(
    `select booking_id, coupon_id, max(coupon_name) as coupon_name, count(*)::int as n,
            coalesce(sum(discount), 0) as discount, max(form_create_ts) as last_ts
       from orders where ${where} group by booking_id, coupon_id
      order by max(form_create_ts) desc, booking_id, coupon_id limit $3 offset $4`,
    [...args, page.size, page.from],
  );
  const names = await bookingNames(db, businessId);
  return {
    total: Number(count?.n ?? 0),
    hits: rows.map((r) => ({
      campaignId: Number(r.booking_id),
      bookingName: names.get(Number(r.booking_id)) ?? "",
      couponId: r.coupon_id,
      couponName: r.coupon_name ?? "",
      redemptions: Number(r.n),
      discount: Number(r.discount),
      lastTs: Number(r.last_ts),
    })),
  };
}
