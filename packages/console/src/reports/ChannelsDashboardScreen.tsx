import { ChannelsDashboard, type ChannelsDashboardState } from "@portico/react/reports";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /businesses/{bid}/channels/dashboard?from&to: the channels dashboard; its range stays in the URL. */
export default function ChannelsDashboardScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const from = search.get("from");
  const to = search.get("to");
  const state: ChannelsDashboardState = {};
  if (from && DAY.test(from)) state.from = from;
  if (to && DAY.test(to)) state.to = to;
  return (
    <ChannelsDashboard
      key={bid}
      businessId={bid}
      state={state.from && state.to ? state : undefined}
      onStateChange={(s) => {
        const q = new URLSearchParams(search);
        if (s.from) q.set("from", s.from);
        if (s.to) q.set("to", s.to);
        navigate(`/businesses/${bid}/channels/dashboard?${q.toString()}`, { replace: true });
      }}
    />
  );
}
