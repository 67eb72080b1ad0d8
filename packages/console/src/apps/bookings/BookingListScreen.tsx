import { BookingList } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/bookings: the booking forms of a business. */
export default function BookingListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <BookingList key={bid} businessId={bid} />;
}
