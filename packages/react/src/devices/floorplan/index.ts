/** Floor plans of a business: image layers and draggable device markers, with their data hooks. */

export type { FloorLayer, FloorPlan, FloorPlanInput, INodeLocationMove, PlanDevice } from "../../data/floorPlans";
export {
  fetchFloorPlans,
  fetchPlanDevices,
  useFloorPlanMutations,
  useFloorPlans,
  usePlanDevices,
  useUpdateINodeLocations,
} from "../../data/floorPlans";
export type { FloorPlanMapProps, FloorPlanMapState } from "./FloorPlanMap";
export { FloorPlanMap } from "./FloorPlanMap";
export { layerProblems, newLayer } from "./floorPlanRules";
export { floorPlanMessages } from "./i18n";
