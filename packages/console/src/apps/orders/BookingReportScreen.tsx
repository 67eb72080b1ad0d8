import { BookingReport, type BookingReportState } from "@portico/react/apps";
import { ORDER_STATUSES, type OrderStatus } from "@portico/sdk/rules";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";

/**
 * /businesses/{bid}/reports/booking?bkid&q&status&page: the booking results; the optional bkid preselects a
 * booking, and the filters and page stay in the URL.
 */
export default function BookingReportScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const state: BookingReportState = {};
  const bkid = Number(search.get("bkid"));
  if (Number.isSafeInteger(bkid) && bkid > 0) state.bookingId = bkid;
  const q = search.get("q");
  if (q) state.q = q;
  const status = search.get("status");
  if (status && (ORDER_STATUSES as readonly string[]).includes(status)) state.status = status as OrderStatus;
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 0) state.page = page;
  return (
    <BookingReport
      key={bid}
      businessId={bid}
      state={state}
      onStateChange={(s) => {
        const next = new URLSearchParams();
        if (s.bookingId) next.set("bkid", String(s.bookingId));
        if (s.q) next.set("q", s.q);
        if (s.status) next.set("status", s.status);
        if (s.page) next.set("page", String(s.page));
        navigate(`/businesses/${bid}/reports/booking?${next.toString()}`, { replace: true });
      }}
    />
  );
}
