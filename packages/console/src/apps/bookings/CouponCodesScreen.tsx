import { CouponCodes } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/bookings/{bkid}/coupon/{cpid}/codes: a coupon's codes. */
export default function CouponCodesScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const bkid = Number(params.bkid);
  const cpid = params.cpid ?? "";
  return <CouponCodes key={`${bid}-${bkid}-${cpid}`} businessId={bid} bookingId={bkid} couponId={cpid} />;
}
