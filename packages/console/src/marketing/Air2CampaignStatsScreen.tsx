import { Air2CampaignStats, type Air2CampaignStatsState } from "@portico/react/marketing";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const num = (v: string | null) => (v === null || v === "" || !Number.isFinite(Number(v)) ? undefined : Number(v));

/** /businesses/{bid}/air2/{pid}/{cid}/stat?channel&from&to&list&page: a campaign's statistics; the view stays in the URL. */
export default function Air2CampaignStatsScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const pid = Number(params.pid);
  const cid = Number(params.cid);
  const list = search.get("list");
  const state: Air2CampaignStatsState = {
    channelId: num(search.get("channel")),
    from: num(search.get("from")),
    to: num(search.get("to")),
    list: list === "urls" || list === "failed" || list === "unsubscribed" || list === "individuals" ? list : undefined,
    page: num(search.get("page")),
  };
  return (
    <Air2CampaignStats
      key={`${bid}/${pid}/${cid}`}
      businessId={bid}
      projectId={pid}
      campaignId={cid}
      state={state}
      onStateChange={(s) => {
        const q = new URLSearchParams();
        if (s.channelId) q.set("channel", String(s.channelId));
        if (s.from !== undefined) q.set("from", String(s.from));
        if (s.to !== undefined) q.set("to", String(s.to));
        if (s.list) q.set("list", s.list);
        if (s.page) q.set("page", String(s.page));
        navigate(`/businesses/${bid}/air2/${pid}/${cid}/stat?${q.toString()}`, { replace: true });
      }}
    />
  );
}
