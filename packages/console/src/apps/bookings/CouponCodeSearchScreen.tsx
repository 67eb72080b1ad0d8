import { CouponCodeSearch } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/bookings/{bkid}/search: search a booking's coupon codes, reset a redeemed one. */
export default function CouponCodeSearchScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const bkid = Number(params.bkid);
  return <CouponCodeSearch key={`${bid}-${bkid}`} businessId={bid} bookingId={bkid} />;
}
