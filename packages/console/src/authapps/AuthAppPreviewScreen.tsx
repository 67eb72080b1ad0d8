import { AuthAppPreview } from "@portico/react/authapps";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/apps/authapps/{aid}/preview: the login button and a real test sign-in. */
export default function AuthAppPreviewScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const aid = Number(params.aid);
  return <AuthAppPreview key={`${bid}/${aid}`} businessId={bid} appId={aid} />;
}
