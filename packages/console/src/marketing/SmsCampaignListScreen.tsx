import { SmsCampaignList } from "@portico/react/marketing";
import { DEFAULT_PAGE_SIZE } from "@portico/react/ui";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/sms?post&page&size: the SMS campaigns; `post` opens the add dialog, the page stays in the URL. */
export default function SmsCampaignListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const page = Math.max(0, Number(search.get("page") ?? 0) || 0);
  const pageSize = Number(search.get("size") ?? 0) || undefined;
  return (
    <SmsCampaignList
      key={bid}
      businessId={bid}
      startAdding={search.has("post")}
      state={{ page, pageSize }}
      onStateChange={(s) => {
        const q = new URLSearchParams(search);
        q.delete("post");
        q.set("page", String(s.page ?? 0));
        q.set("size", String(s.pageSize ?? DEFAULT_PAGE_SIZE));
        navigate(`/businesses/${bid}/sms?${q.toString()}`, { replace: true });
      }}
      onOpenCampaign={(c) => navigate(`/businesses/${bid}/sms/${c.id}`)}
    />
  );
}
