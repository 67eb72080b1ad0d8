import { AccessPointStatistics, type ApPeriod } from "@portico/react/devices";
import { AP_STATISTICS_PERIODS } from "@portico/sdk/rules";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/accesspoints/{apmc}?cuid&period: one access point's statistics; the period stays in the URL. */
export default function AccessPointStatisticsScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const apmc = params.apmc ?? "";
  const raw = search.get("period");
  const period = AP_STATISTICS_PERIODS.find((p) => p === raw) as ApPeriod | undefined;
  return (
    <AccessPointStatistics
      key={`${bid}/${apmc}`}
      businessId={bid}
      apmc={apmc}
      cuid={search.get("cuid") ?? undefined}
      state={{ period }}
      onStateChange={({ period: p }) => {
        const q = new URLSearchParams(search);
        if (p) q.set("period", p);
        navigate(`/businesses/${bid}/accesspoints/${encodeURIComponent(apmc)}?${q.toString()}`, { replace: true });
      }}
    />
  );
}
