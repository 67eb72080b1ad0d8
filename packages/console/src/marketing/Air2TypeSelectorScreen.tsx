import { Air2TypeSelector } from "@portico/react/marketing";
import type { ScreenProps } from "../routes/screens";

/** /businesses/{bid}/air2/{pid}/new: picks the type of a new campaign and opens its editor. */
export default function Air2TypeSelectorScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const pid = Number(params.pid);
  return <Air2TypeSelector key={`${bid}/${pid}`} businessId={bid} projectId={pid} />;
}
