import { CheckioList } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/checkios: the check-in/out counters with stock and counter status. */
export default function CheckioListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <CheckioList key={bid} businessId={bid} />;
}
