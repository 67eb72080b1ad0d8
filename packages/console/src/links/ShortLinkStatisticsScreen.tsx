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
  const state: ShortLinkStatisticsState = {};
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
        // The widget reports every field (its defaults included), so the URL keeps all three.
        for (const k of ["mode", "month", "date"] as const) {
          const v = s[k];
          if (v) q.set(k, v);
        }
        navigate(`/businesses/${bid}/channels/shorturl/${sid}/statistics?${q.toString()}`, { replace: true });
      }}
      onBack={() =>
        navigate(`/businesses/${bid}/channels/shorturl${project ? `?project=${encodeURIComponent(project)}` : ""}`)
      }
    />
  );
}
