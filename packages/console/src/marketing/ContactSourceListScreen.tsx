import { ContactSourceList } from "@portico/react/marketing";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/air2sources: the contact sources of multi-channel campaigns. */
export default function ContactSourceListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <ContactSourceList key={bid} businessId={bid} />;
}
