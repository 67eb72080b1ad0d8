import { OnePageBookingList } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/opbookings: the one-page bookings. */
export default function OnePageBookingListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <OnePageBookingList key={bid} businessId={bid} />;
}
