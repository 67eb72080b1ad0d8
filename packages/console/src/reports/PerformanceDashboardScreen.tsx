import { PerformanceDashboard, type PerformanceDashboardState } from "@portico/react/reports";
import { DASHBOARD_PERIODS } from "@portico/sdk/rules";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const PERIODS: readonly string[] = [...DASHBOARD_PERIODS, "custom"];
const CHANNELS: readonly string[] = ["all", "wifi", "qrcode"];

/** The dashboard's view state read from the query string (unknown values fall back to the widget's defaults). */
function stateOf(search: URLSearchParams): PerformanceDashboardState {
  const period = search.get("period") ?? "";
  const channel = search.get("channel") ?? "";
  const activityId = Number(search.get("activityId"));
  return {
    period: PERIODS.includes(period) ? (period as PerformanceDashboardState["period"]) : undefined,
    channel: CHANNELS.includes(channel) ? (channel as PerformanceDashboardState["channel"]) : undefined,
    activityId: Number.isSafeInteger(activityId) && activityId > 0 ? activityId : undefined,
    startDate: search.get("startDate") ?? undefined,
    endDate: search.get("endDate") ?? undefined,
  } as PerformanceDashboardState;
}

/**
 * /businesses/{bid}/reports/dashboard?period&startDate&endDate&activityId&channel: the performance dashboard every
 * sign-in lands on; its filters stay in the URL.
 */
export default function PerformanceDashboardScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  return (
    <PerformanceDashboard
      key={bid}
      businessId={bid}
      state={stateOf(search)}
      onStateChange={(next) => {
        const q = new URLSearchParams();
        for (const [k, v] of Object.entries(next)) if (v !== undefined && v !== "") q.set(k, String(v));
        navigate(`/businesses/${bid}/reports/dashboard?${q.toString()}`, { replace: true });
      }}
    />
  );
}
