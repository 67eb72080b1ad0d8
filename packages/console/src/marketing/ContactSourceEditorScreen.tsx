import { ContactSourceEditor } from "@portico/react/marketing";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/air2sources/{sid}: a source's columns and imports. */
export default function ContactSourceEditorScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const sid = Number(params.sid);
  return <ContactSourceEditor key={`${bid}/${sid}`} businessId={bid} sourceId={sid} />;
}
