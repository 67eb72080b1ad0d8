import { SupplierReport } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/checkios/supreport: a supplier's records and report link (optional ?cid). */
export default function SupplierReportScreen({ params, search }: ScreenProps) {
  const bid = Number(params.bid);
  const cid = Number(search.get("cid")) || undefined;
  return <SupplierReport key={bid} businessId={bid} checkinId={cid} />;
}
