import { lazy, Suspense } from "react";
import type { ScreenProps } from "../routes/screens";
import { INodeGroupTabs } from "./INodeGroupTabs";

// Loaded on this tab only: the floor plans bring leaflet.
const FloorPlanMap = lazy(() => import("@portico/react/devices").then((m) => ({ default: m.FloorPlanMap })));

/** /businesses/{bid}/inodegroups/map: the floor plans tab (FloorPlanMap of the floor-plan widgets). */
export default function INodeMapTabScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  return (
    <INodeGroupTabs bid={bid} tab="map">
      <Suspense fallback={null}>
        <FloorPlanMap key={bid} businessId={bid} />
      </Suspense>
    </INodeGroupTabs>
  );
}
