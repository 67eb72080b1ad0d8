import { VoucherEditor } from "@portico/react/apps";
import type { ScreenProps } from "../../routes/screens";

/** /businesses/{bid}/apps/vouchers/{vid}/edit: a voucher with its QR code (vid 0 = new). */
export default function VoucherEditorScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <VoucherEditor key={`${bid}/${params.vid}`} businessId={bid} voucherId={Number(params.vid)} />;
}
