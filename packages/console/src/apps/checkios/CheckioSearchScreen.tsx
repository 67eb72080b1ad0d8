import { CheckioSearch } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/checkios/search: search a counter's records (optional ?cid). */
export default function CheckioSearchScreen({ params, search }: ScreenProps) {
  const bid = Number(params.bid);
  const cid = Number(search.get("cid")) || undefined;
  return <CheckioSearch key={bid} businessId={bid} checkinId={cid} />;
}
