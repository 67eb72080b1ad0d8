import { HolidayPickup } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/holiday-pickup: holiday pickup settings with import. */
export default function HolidayPickupScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <HolidayPickup key={bid} businessId={bid} />;
}
