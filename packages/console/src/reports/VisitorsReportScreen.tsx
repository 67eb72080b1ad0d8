import { VisitorsReport, type VisitorsReportState } from "@portico/react/reports";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /businesses/{bid}/reports/visitors?from&to&type&q&page: the visitors report; range, type, search and page stay
 * in the URL (the filters live in the widget).
 */
export default function VisitorsReportScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const state: VisitorsReportState = {};
  const from = search.get("from");
  if (from && DAY.test(from)) state.startDate = from;
  const to = search.get("to");
  if (to && DAY.test(to)) state.endDate = to;
  const type = search.get("type");
  if (type) state.type = type;
  const q = search.get("q");
  if (q) state.query = q;
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 0) state.page = page;
  return (
    <VisitorsReport
      key={bid}
      businessId={bid}
      state={state}
      onStateChange={(s) => {
        const next = new URLSearchParams();
        if (s.startDate) next.set("from", s.startDate);
        if (s.endDate) next.set("to", s.endDate);
        if (s.type) next.set("type", s.type);
        if (s.query) next.set("q", s.query);
        if (s.page) next.set("page", String(s.page));
        navigate(`/businesses/${bid}/reports/visitors?${next.toString()}`, { replace: true });
      }}
    />
  );
}
