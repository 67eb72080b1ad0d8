import { CheckioEditor } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/checkios/{cid}/edit: a counter's editor (cid 0 = new). */
export default function CheckioEditorScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const cid = Number(params.cid) || 0;
  return <CheckioEditor key={`${bid}-${cid}`} businessId={bid} checkinId={cid} />;
}
