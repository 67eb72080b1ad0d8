import { useMemo, useRef, useState } from "react";
import type { INodeLocationMove, PlanDevice } from "../../data/floorPlans";
import type { LatLng } from "../../ui/map/moveByKey";
import type { PlanMarker } from "./floorPlanLeaflet";

/** Where a device is now: its unsaved move, else its saved plan and location. */
export function placeOf(
  d: PlanDevice,
  move: INodeLocationMove | undefined,
): { planId: number | null; at: LatLng | null } {
  if (move) return { planId: move.planId ?? null, at: move.location ?? null };
  const at =
    d.location ??
    (d.latitude !== null && d.longitude !== null ? { latitude: d.latitude, longitude: d.longitude } : null);
  return { planId: d.planId, at };
}

/**
 * The unsaved marker moves of a floor plan map (one per device, the latest wins) and the markers of a plan
 * with those moves applied.
 */
export function usePlanMarkers(
  devices: PlanDevice[] | undefined,
  planId: number | null,
  title: (d: PlanDevice) => string,
) {
  const [moves, setMoves] = useState<ReadonlyMap<string, INodeLocationMove>>(new Map());
  const titleOf = useRef(title);
  titleOf.current = title;
  // The same array until devices, moves or the plan change, so re-renders do not rebuild markers (or break a drag).
  const markers = useMemo(() => {
    const out: PlanMarker[] = [];
    for (const d of devices ?? []) {
      const p = placeOf(d, moves.get(d.cuid));
      if (planId !== null && p.planId === planId && p.at)
        out.push({ cuid: d.cuid, title: titleOf.current(d), online: d.status.online, at: p.at });
    }
    return out;
  }, [devices, moves, planId]);
  const move = (cuid: string, to: { planId: number | null; at: LatLng | null }) => {
    const d = devices?.find((x) => x.cuid === cuid);
    if (!d) return;
    const at = to.at ?? placeOf(d, moves.get(cuid)).at;
    setMoves((m) =>
      new Map(m).set(cuid, { cuid, planId: to.planId, ...(at ? { location: at } : {}), address: d.address }),
    );
  };
  return { moves, markers, move, clear: () => setMoves(new Map()) };
}
