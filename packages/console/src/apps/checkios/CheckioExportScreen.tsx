import { CheckioExport } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/checkios/export: export of check-in, boarding, pickup or checkout records (?cid preselects). */
export default function CheckioExportScreen({ params, search }: ScreenProps) {
  const bid = Number(params.bid);
  const cid = Number(search.get("cid")) || undefined;
  return <CheckioExport key={bid} businessId={bid} checkinId={cid} />;
}
