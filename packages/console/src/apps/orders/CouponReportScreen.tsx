import { CouponReport, type CouponReportState } from "@portico/react/apps";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/reports/coupon?bkid&page: coupon redemptions per booking and coupon. */
export default function CouponReportScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const state: CouponReportState = {};
  const bkid = Number(search.get("bkid"));
  if (Number.isSafeInteger(bkid) && bkid > 0) state.bookingId = bkid;
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 0) state.page = page;
  return (
    <CouponReport
      key={bid}
      businessId={bid}
      state={state}
      onStateChange={(s) => {
        const next = new URLSearchParams();
        if (s.bookingId) next.set("bkid", String(s.bookingId));
        if (s.page) next.set("page", String(s.page));
        navigate(`/businesses/${bid}/reports/coupon?${next.toString()}`, { replace: true });
      }}
    />
  );
}
