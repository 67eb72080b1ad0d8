import { Air2CampaignList } from "@portico/react/marketing";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/air2/{pid}: the campaigns of a project with their activation toggles. */
export default function Air2CampaignListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const pid = Number(params.pid);
  return <Air2CampaignList key={`${bid}/${pid}`} businessId={bid} projectId={pid} />;
}
