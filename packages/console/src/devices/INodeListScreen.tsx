import { INodeList, type INodeListState, type INodeStatusFilter } from "@portico/react/devices";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";
import { INodeGroupTabs } from "./INodeGroupTabs";

const STATUSES: readonly string[] = ["online", "offline", "unconf"];

/**
 * /businesses/{bid}/inodegroups/inodelist?status&group: the devices. The filters live in the query string
 * (replaced, not pushed); a device opens its detail route /inodegroups/{cuid}/info.
 */
export default function INodeListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const status = search.get("status") ?? "";
  const group = search.get("group");
  const keep = (s: INodeListState) => {
    const q = new URLSearchParams(search);
    if (s.status) q.set("status", s.status);
    else q.delete("status");
    if (s.groupId !== undefined) q.set("group", String(s.groupId));
    else q.delete("group");
    const qs = q.toString();
    navigate(`/businesses/${bid}/inodegroups/inodelist${qs ? `?${qs}` : ""}`, { replace: true });
  };
  return (
    <INodeGroupTabs bid={bid} tab="inodelist">
      <INodeList
        key={bid}
        businessId={bid}
        state={{
          status: STATUSES.includes(status) ? (status as INodeStatusFilter) : undefined,
          groupId: group !== null && Number.isInteger(Number(group)) ? Number(group) : undefined,
        }}
        onStateChange={keep}
        onOpen={(cuid) => navigate(`/businesses/${bid}/inodegroups/${encodeURIComponent(cuid)}/info`)}
      />
    </INodeGroupTabs>
  );
}
