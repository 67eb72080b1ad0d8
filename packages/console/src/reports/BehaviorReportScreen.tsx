import { BehaviorReport, type BehaviorReportState } from "@portico/react/reports";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /businesses/{bid}/reports/behavior?scope&aid&cuid&from&to: behaviour analytics of the business, one activity
 * (aid) or one iNode (cuid); the widget corrects the range (30 days at most, nothing past today).
 */
export default function BehaviorReportScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const state: BehaviorReportState = {};
  const scope = search.get("scope");
  if (scope === "business" || scope === "activity" || scope === "inode") state.scope = scope;
  const aid = Number(search.get("aid"));
  if (Number.isInteger(aid) && aid > 0) state.activityId = aid;
  const cuid = search.get("cuid");
  if (cuid) state.cuid = cuid;
  const from = search.get("from");
  if (from && DAY.test(from)) state.startDate = from;
  const to = search.get("to");
  if (to && DAY.test(to)) state.endDate = to;
  return (
    <BehaviorReport
      key={bid}
      businessId={bid}
      state={state}
      onStateChange={(s) => {
        const next = new URLSearchParams();
        if (s.scope && s.scope !== "business") next.set("scope", s.scope);
        if (s.activityId) next.set("aid", String(s.activityId));
        if (s.cuid) next.set("cuid", s.cuid);
        if (s.startDate) next.set("from", s.startDate);
        if (s.endDate) next.set("to", s.endDate);
        navigate(`/businesses/${bid}/reports/behavior?${next.toString()}`, { replace: true });
      }}
    />
  );
}
