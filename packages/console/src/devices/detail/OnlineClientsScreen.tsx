import { OnlineClients } from "@portico/react/devices";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/onlineclients: the hotspot-connected visitors; an iNode name opens its info. */
export default function OnlineClientsScreen({ params }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  return (
    <OnlineClients
      key={bid}
      businessId={bid}
      onOpenINode={(cuid) => navigate(`/businesses/${bid}/inodegroups/${encodeURIComponent(cuid)}/info`)}
    />
  );
}
