import { EdmReport, type EdmReportState } from "@portico/react/marketing";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CHARTS = ["sent", "open", "click", "fail"];
const TABS = ["opens", "clicks", "recipients", "links"];

/**
 * /businesses/{bid}/edm/{cid}/report?from&to&period&chart&tab&page: one e-mail campaign's report; range, period,
 * chart tab, list tab and page stay in the URL.
 */
export default function EdmReportScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const cid = Number(params.cid);
  const state: EdmReportState = {};
  const from = search.get("from");
  if (from && DAY.test(from)) state.from = from;
  const to = search.get("to");
  if (to && DAY.test(to)) state.to = to;
  const period = search.get("period");
  if (period === "hourly" || period === "daily") state.period = period;
  const chart = search.get("chart");
  if (chart && CHARTS.includes(chart)) state.chart = chart as EdmReportState["chart"];
  const tab = search.get("tab");
  if (tab && TABS.includes(tab)) state.tab = tab as EdmReportState["tab"];
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 0) state.page = page;
  return (
    <EdmReport
      key={`${bid}/${cid}`}
      businessId={bid}
      campaignId={cid}
      state={state}
      onStateChange={(s) => {
        const next = new URLSearchParams();
        if (s.from) next.set("from", s.from);
        if (s.to) next.set("to", s.to);
        if (s.period) next.set("period", s.period);
        if (s.chart) next.set("chart", s.chart);
        if (s.tab) next.set("tab", s.tab);
        if (s.page) next.set("page", String(s.page));
        navigate(`/businesses/${bid}/edm/${cid}/report?${next.toString()}`, { replace: true });
      }}
    />
  );
}
