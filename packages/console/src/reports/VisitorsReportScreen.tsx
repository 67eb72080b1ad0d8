import { VisitorsReport, type VisitorsReportState } from "@portico/react/reports";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /businesses/{bid}/reports/visitors?from&to&type&q&filters&size&page: the visitors report; range, type, search,
 * filters (JSON), page size and page stay in the URL.
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
  const filters = filtersOf(search.get("filters"));
  if (filters) state.filters = filters;
  const size = Number(search.get("size"));
  if (Number.isInteger(size) && size > 0 && size <= 100) state.pageSize = size;
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
        if (s.filters?.length) next.set("filters", JSON.stringify(s.filters));
        if (s.pageSize && s.pageSize !== 20) next.set("size", String(s.pageSize));
        if (s.page) next.set("page", String(s.page));
        navigate(`/businesses/${bid}/reports/visitors?${next.toString()}`, { replace: true });
      }}
    />
  );
}

type Filters = NonNullable<VisitorsReportState["filters"]>;

/** The filters of the URL (JSON), or undefined when absent or not filters (a hand-edited URL). */
function filtersOf(raw: string | null): Filters | undefined {
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    const ok =
      Array.isArray(v) &&
      v.every(
        (f) =>
          typeof f?.attribute === "string" &&
          typeof f?.comparisonOperator === "string" &&
          Array.isArray(f?.attributeValueList) &&
          f.attributeValueList.every((x: unknown) => typeof x === "string"),
      );
    return ok ? (v as Filters) : undefined;
  } catch {
    return undefined;
  }
}
