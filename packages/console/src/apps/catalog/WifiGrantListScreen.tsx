import { WifiGrantList } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/wifigrants: the WiFi grant apps. */
export default function WifiGrantListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <WifiGrantList key={bid} businessId={bid} />;
}
