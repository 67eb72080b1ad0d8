import { PaymentEditor } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/payments/{pid}/edit: a payment config (pid 0 = new). */
export default function PaymentEditorScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <PaymentEditor key={`${bid}/${params.pid}`} businessId={bid} paymentId={Number(params.pid)} />;
}
