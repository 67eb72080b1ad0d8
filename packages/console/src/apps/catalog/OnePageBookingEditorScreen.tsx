import { OnePageBookingEditor } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/opbookings/{bkid}/edit: a one-page booking (bkid 0 = new). */
export default function OnePageBookingEditorScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <OnePageBookingEditor key={`${bid}/${params.bkid}`} businessId={bid} bookingId={Number(params.bkid)} />;
}
