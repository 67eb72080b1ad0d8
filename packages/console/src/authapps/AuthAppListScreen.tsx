import { AuthAppList } from "@portico/react/authapps";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/apps/authapps: the authentication apps of the business. */
export default function AuthAppListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <AuthAppList key={bid} businessId={bid} />;
}
