import { PreAuthList } from "@portico/react/devices";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /businesses/{bid}/inodegroups/preauth?igid&rid: igid or rid preselects a group or roaming channel. */
export default function PreAuthListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const igid = idOf(search.get("igid"));
  const rid = idOf(search.get("rid"));
  return (
    <PreAuthList
      key={bid}
      businessId={bid}
      state={{ igid, rid }}
      onStateChange={(s) =>
        navigate(`/businesses/${bid}/inodegroups/preauth?${s.igid ? `igid=${s.igid}` : `rid=${s.rid ?? ""}`}`, {
          replace: true,
        })
      }
    />
  );
}
