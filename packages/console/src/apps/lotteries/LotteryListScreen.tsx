import { LotteryList } from "@portico/react/apps";
import { projectIdOf } from "@portico/react/business";
import { DEFAULT_PAGE_SIZE } from "@portico/react/ui";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/lotteries?page&size&project: the lotteries; page and selected project stay in the URL. */
export default function LotteryListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const page = Math.max(0, Number(search.get("page") ?? 0) || 0);
  const pageSize = Number(search.get("size") ?? 0) || undefined;
  const appId = projectIdOf(search);
  return (
    <LotteryList
      key={bid}
      businessId={bid}
      {...(appId ? { appId } : {})}
      state={{ page, pageSize }}
      onStateChange={(s) => {
        const q = new URLSearchParams(search);
        q.set("page", String(s.page ?? 0));
        q.set("size", String(s.pageSize ?? DEFAULT_PAGE_SIZE));
        navigate(`/businesses/${bid}/apps/lotteries?${q.toString()}`, { replace: true });
      }}
    />
  );
}
