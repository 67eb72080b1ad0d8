import { MAP_DEFAULT_CENTER, MAP_ZOOM } from "@portico/sdk/rules";
import { type RefObject, useEffect, useRef, useState } from "react";
import { usePortico } from "../../provider/context";
import type { LatLng } from "../../ui/map/moveByKey";
import * as s from "./floorPlan.css";
import type { FloorPlanMapHandle } from "./floorPlanLeaflet";

/**
 * Makes the floor plan's leaflet map in `el` once (leaflet loads lazily here) and destroys it on unmount.
 * Drags and marker clicks reach the latest `onMove`/`onSelect`.
 */
export function useFloorPlanLeaflet(
  el: RefObject<HTMLElement | null>,
  on: { onMove(cuid: string, at: LatLng): void; onSelect(cuid: string): void },
) {
  const { t } = usePortico();
  const handle = useRef<FloorPlanMapHandle | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const latest = useRef(on);
  latest.current = on;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; texts are read at creation.
  useEffect(() => {
    let cancelled = false;
    import("./floorPlanLeaflet")
      .then(({ createFloorPlanMap }) => {
        if (cancelled || !el.current) return;
        handle.current = createFloorPlanMap(el.current, {
          center: MAP_DEFAULT_CENTER,
          zoom: MAP_ZOOM.floorPlan,
          classes: { online: s.pinOnline, offline: s.pinOffline, selected: s.pinSelected },
          zoomIn: t("floorplan.zoomIn"),
          zoomOut: t("floorplan.zoomOut"),
          onMove: (cuid, at) => latest.current.onMove(cuid, at),
          onSelect: (cuid) => latest.current.onSelect(cuid),
        });
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  return { handle, state };
}
