import { type BookingCoupon, couponActive } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";

/** A coupon code a guest typed, found unredeemed for an active coupon of the booking. */
export interface FoundCouponCode {
  codeId: number;
  code: string;
  coupon: BookingCoupon;
}

const normalize = (code: string) => code.trim().toUpperCase();

// The coupon codes table is the bookings part's (migration 121): until it is there, no code exists.
async function hasCodes(db: Queryable): Promise<boolean> {
  const [r] = await db.query<{ t: string | null }>("select to_regclass('coupon_codes')::text as t");
  return Boolean(r?.t);
}

/**
 * The unredeemed code `code` of one of the booking's coupons, when that coupon is enabled and in its dates; else
 * null. Reading only: {@link redeemCouponCodeOnce} takes it at checkout. (A small seam over the bookings part's
 * codes, to be replaced by its redeemCouponCode once that is exported.)
 */
export async function findCouponCode(
  db: Queryable,
  booking: { id: number; config: { coupons?: BookingCoupon[] } },
  code: string,
  nowTs: number,
): Promise<FoundCouponCode | null> {
  if (!code.trim() || !(await hasCodes(db))) return null;
  const [r] = await db.query<{ id: number; coupon_id: string; code: string }>(
    "select id, coupon_id, code from coupon_codes where booking_id = $1 and code = $2 and redeemed_ts = 0",
    [booking.id, normalize(code)],
  );
  if (!r) return null;
  const coupon = (booking.config.coupons ?? []).find((c) => c.id === r.coupon_id);
  if (!coupon || !couponActive(coupon, nowTs)) return null;
  return { codeId: Number(r.id), code: r.code, coupon };
}

/** Marks a code redeemed, once: false when another order took it first. */
export async function redeemCouponCodeOnce(db: Queryable, codeId: number, nowTs: number): Promise<boolean> {
  const rows = await db.query(
    "update coupon_codes set redeemed_ts = $2 where id = $1 and redeemed_ts = 0 returning id",
    [codeId, nowTs],
  );
  return rows.length > 0;
}
