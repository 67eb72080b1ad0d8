import { ContactSourcePreview } from "@portico/react/marketing";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/air2sources/{sid}/detail: a submitted source's rows, 10 a page. */
export default function ContactSourcePreviewScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const sid = Number(params.sid);
  return <ContactSourcePreview key={`${bid}/${sid}`} businessId={bid} sourceId={sid} />;
}
