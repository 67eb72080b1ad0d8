import { CouponList } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/bookings/{bkid}/coupon: a booking's coupons. */
export default function CouponListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const bkid = Number(params.bkid);
  return <CouponList key={`${bid}-${bkid}`} businessId={bid} bookingId={bkid} />;
}
