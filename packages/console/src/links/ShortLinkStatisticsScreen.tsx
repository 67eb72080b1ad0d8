import { ShortLinkStatistics, type ShortLinkStatisticsState } from "@portico/react/links";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

/**
 * /businesses/{bid}/channels/shorturl/{sid}/statistics?mode&month&date: one short link's clicks; the period
 * stays in the URL.
 */
export default function ShortLinkStatisticsScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const sid = Number(params.sid);
  const state: Partial<ShortLinkStatisticsState> = {};
  const mode = search.get("mode");
  if (mode === "month" || mode === "day") state.mode = mode;
  const month = search.get("month");
  if (month && /^\d{4}-\d{2}$/.test(month)) state.month = month;
  const date = search.get("date");
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) state.date = date;
  const project = search.get("project");
  return (
    <ShortLinkStatistics
      key={`${bid}/${sid}`}
      businessId={bid}
      linkId={sid}
      state={state}
      onStateChange={(s) => {
        const q = new URLSearchParams(search);
        q.set("mode", s.mode);
        q.set("month", s.month);
        q.set("date", s.date);
        navigate(`/businesses/${bid}/channels/shorturl/${sid}/statistics?${q.toString()}`, { replace: true });
      }}
      onBack={() =>
        navigate(`/businesses/${bid}/channels/shorturl${project ? `?project=${encodeURIComponent(project)}` : ""}`)
      }
    />
  );
}
