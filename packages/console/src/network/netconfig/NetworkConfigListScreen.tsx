import { NetworkConfigList } from "@portico/react/network";
import { useNavigate } from "react-router";
import { useConsoleBusiness } from "../../business/BusinessContext";
import type { ScreenProps } from "../../routes/screens";

/**
 * /businesses/{bid}/networkconfigs: the network configuration templates; the template open in the editor lives
 * in the `id` query parameter, so a reload or a shared link reopens it.
 */
export default function NetworkConfigListScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const { bid: current } = useConsoleBusiness();
  const bid = Number(params.bid) || current;
  const id = Number(search.get("id")) || undefined;
  return (
    <NetworkConfigList
      key={bid}
      businessId={bid}
      state={{ openId: id }}
      onStateChange={({ openId }) => {
        const q = new URLSearchParams(search);
        if (openId) q.set("id", String(openId));
        else q.delete("id");
        const qs = q.toString();
        // Opening a template is a step the back button undoes; closing it is not.
        navigate(`/businesses/${bid}/networkconfigs${qs ? `?${qs}` : ""}`, { replace: !openId });
      }}
    />
  );
}
