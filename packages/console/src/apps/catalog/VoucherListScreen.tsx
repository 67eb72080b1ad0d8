import { VoucherList } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/vouchers: the vouchers (redeem a code once). */
export default function VoucherListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <VoucherList key={bid} businessId={bid} />;
}
