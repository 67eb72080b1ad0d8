import { projectIdOf } from "@portico/react/business";
import { ShortLinkList } from "@portico/react/links";
import { DEFAULT_PAGE_SIZE } from "@portico/react/ui";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

/**
 * /businesses/{bid}/channels/shorturl?page&size&project: the short links; the page and the selected project
 * (event menu type) stay in the URL.
 */
export default function ShortLinkListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const page = Math.max(0, Number(search.get("page") ?? 0) || 0);
  const pageSize = Number(search.get("size") ?? 0) || undefined;
  const project = search.get("project");
  const keep = project ? `?project=${encodeURIComponent(project)}` : "";
  return (
    <ShortLinkList
      key={bid}
      businessId={bid}
      appId={projectIdOf(search)}
      state={{ page, pageSize }}
      onStateChange={(s) => {
        const q = new URLSearchParams(search);
        q.set("page", String(s.page ?? 0));
        q.set("size", String(s.pageSize ?? DEFAULT_PAGE_SIZE));
        navigate(`/businesses/${bid}/channels/shorturl?${q.toString()}`, { replace: true });
      }}
      onOpenStatistics={(l) => navigate(`/businesses/${bid}/channels/shorturl/${l.id}/statistics${keep}`)}
    />
  );
}
