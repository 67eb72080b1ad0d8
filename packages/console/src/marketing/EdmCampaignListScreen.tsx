import { EdmCampaignList, type EdmCampaignListState } from "@portico/react/marketing";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const SORT = /^(createdAt|updatedAt|subject|status|nextDeliveryAt):(asc|desc)$/;

/** /businesses/{bid}/edm?page&size&sort&edit: the e-mail campaigns; page, size, sort and the open wizard stay in the URL. */
export default function EdmCampaignListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const state: EdmCampaignListState = {};
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 0) state.page = page;
  const size = Number(search.get("size"));
  if (Number.isInteger(size) && size > 0 && size <= 100) state.pageSize = size;
  const sort = search.get("sort");
  if (sort && SORT.test(sort)) state.sort = sort as EdmCampaignListState["sort"];
  const edit = search.get("edit");
  if (edit !== null && /^\d+$/.test(edit)) state.edit = Number(edit);
  return (
    <EdmCampaignList
      key={bid}
      businessId={bid}
      state={state}
      onStateChange={(s) => {
        const next = new URLSearchParams();
        if (s.page) next.set("page", String(s.page));
        if (s.pageSize && s.pageSize !== 10) next.set("size", String(s.pageSize));
        if (s.sort && s.sort !== "createdAt:desc") next.set("sort", s.sort);
        if (s.edit !== undefined) next.set("edit", String(s.edit));
        navigate(`/businesses/${bid}/edm?${next.toString()}`, { replace: true });
      }}
    />
  );
}
