import { ConfigGrouping } from "@portico/react/network";
import type { ScreenProps } from "../../routes/screens";
import { ConfigGroupTabs } from "./ConfigGroupTabs";

/** /businesses/{bid}/configgroups/grouping: which configuration each iNode group uses. */
export default function ConfigGroupingScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return (
    <ConfigGroupTabs bid={bid} tab="grouping">
      <ConfigGrouping key={bid} businessId={bid} />
    </ConfigGroupTabs>
  );
}
