import { PaymentList } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/payments: the payment configs. */
export default function PaymentListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <PaymentList key={bid} businessId={bid} />;
}
