import { GreenDashboard } from "@portico/react/reports";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/greendashboard: the embedded green dashboard page. */
export default function GreenDashboardScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <GreenDashboard key={bid} businessId={bid} />;
}
