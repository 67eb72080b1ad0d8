import { VendorConfig } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/vendor-config: the vendor config (remark business, webhooks). */
export default function VendorConfigScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <VendorConfig key={bid} businessId={bid} />;
}
