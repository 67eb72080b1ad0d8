import { INodeGrouping } from "@portico/react/devices";
import type { ScreenProps } from "../routes/screens";
import { INodeGroupTabs } from "./INodeGroupTabs";

/** /businesses/{bid}/inodegroups/grouping: move devices between groups. */
export default function INodeGroupingScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return (
    <INodeGroupTabs bid={bid} tab="grouping">
      <INodeGrouping key={bid} businessId={bid} />
    </INodeGroupTabs>
  );
}
