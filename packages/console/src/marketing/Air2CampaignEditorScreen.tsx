import { Air2CampaignEditor } from "@portico/react/marketing";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/air2/{pid}/{cid}?step: the campaign editor; the step stays in the URL. */
export default function Air2CampaignEditorScreen({ params, search }: ScreenProps) {
  const navigate = useNavigate();
  const bid = Number(params.bid);
  const pid = Number(params.pid);
  const cid = Number(params.cid) || 0;
  const step = Number(search.get("step") ?? 1) || 1;
  return (
    <Air2CampaignEditor
      key={`${bid}/${pid}/${cid}`}
      businessId={bid}
      projectId={pid}
      campaignId={cid}
      state={{ step }}
      onStateChange={(s) =>
        navigate(`/businesses/${bid}/air2/${pid}/${params.cid}?step=${s.step ?? 1}`, { replace: true })
      }
    />
  );
}
