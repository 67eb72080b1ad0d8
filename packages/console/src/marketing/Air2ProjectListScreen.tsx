import { Air2ProjectList } from "@portico/react/marketing";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/air2: the multi-channel projects, after the sender check. */
export default function Air2ProjectListScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return <Air2ProjectList key={bid} businessId={bid} />;
}
