import type { BookingCoupon } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { checkCouponCode, redeemCouponCode } from "../bookings/couponCodes";

/** A coupon code a guest typed, usable on the booking now: the code as stored and its coupon. */
export interface FoundCouponCode {
  code: string;
  coupon: BookingCoupon;
}

/** The code `code` when it can be redeemed on the booking now (the bookings part's rule), else null. */
export async function findCouponCode(
  db: Queryable,
  booking: { id: number; businessId: number },
  code: string,
  nowTs: number,
): Promise<FoundCouponCode | null> {
  const r = await checkCouponCode(db, booking.businessId, booking.id, code, nowTs);
  return r.ok ? { code: r.code.code, coupon: r.coupon } : null;
}

/** Redeems the code at checkout, once (in the order's transaction): false when another order took it first. */
export async function redeemCouponCodeOnce(
  db: Queryable,
  booking: { id: number; businessId: number },
  code: string,
  nowTs: number,
): Promise<boolean> {
  return (await redeemCouponCode(db, booking.businessId, booking.id, code, nowTs)).ok;
}
