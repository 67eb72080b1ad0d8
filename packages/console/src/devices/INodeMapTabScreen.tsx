import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import type { ScreenProps } from "../routes/screens";
import { INodeGroupTabs } from "./INodeGroupTabs";

// Loaded on this tab only: the maps bring leaflet.
const DeviceMap = lazy(() => import("@portico/react/devices").then((m) => ({ default: m.DeviceMap })));
const FloorPlanMap = lazy(() => import("@portico/react/devices").then((m) => ({ default: m.FloorPlanMap })));

/**
 * /businesses/{bid}/inodegroups/map: the business's floor plans (FloorPlanMap) and, below them, its device map
 * (DeviceMap, clustered on the server): where owners look for their devices on a map, from the iNode groups entry.
 */
export default function INodeMapTabScreen({ params }: ScreenProps) {
  const bid = Number(params.bid);
  const navigate = useNavigate();
  return (
    <INodeGroupTabs bid={bid} tab="map">
      <Suspense fallback={null}>
        <FloorPlanMap key={bid} businessId={bid} />
        <DeviceMap
          key={`map-${bid}`}
          businessId={bid}
          height={480}
          onSelect={(cuid) => navigate(`/businesses/${bid}/inodegroups/${encodeURIComponent(cuid)}/info`)}
        />
      </Suspense>
    </INodeGroupTabs>
  );
}
