// The lazy half of FloorPlanMap: leaflet and the offline basemap load only when a floor plan map mounts.
import * as LeafletNs from "leaflet";
import type { FloorLayer } from "../../data/floorPlans";
import type { LatLng } from "../../ui/map/moveByKey";
import { addOfflineBasemap, leafletOf } from "../../ui/map/offlineBasemap";

const L = leafletOf(LeafletNs);

/** A marker on the plan. */
export interface PlanMarker {
  cuid: string;
  title: string;
  online: boolean;
  at: LatLng;
}

/** Options of {@link createFloorPlanMap}. */
export interface FloorPlanMapOptions {
  center: LatLng;
  zoom: number;
  classes: { online: string; offline: string; selected: string };
  zoomIn: string;
  zoomOut: string;
  onMove(cuid: string, at: LatLng): void;
  onSelect(cuid: string): void;
}

/** The visible area and zoom (a new plan or layer starts from them). */
export interface PlanView {
  center: LatLng;
  zoom: number;
  bounds: { north: number; south: number; east: number; west: number };
}

/** What FloorPlanMap drives on a created map. */
export interface FloorPlanMapHandle {
  setView(center: LatLng, zoom: number): void;
  view(): PlanView;
  setLayers(layers: FloorLayer[]): void;
  setMarkers(markers: PlanMarker[], selected: string | null, draggable: boolean): void;
  destroy(): void;
}

const round = (n: number) => Math.round(n * 1e7) / 1e7;

/**
 * A leaflet map with the plan's image layers (each over its bounds at its opacity) and draggable device markers;
 * a drag reports the marker's new point.
 */
export function createFloorPlanMap(el: HTMLElement, o: FloorPlanMapOptions): FloorPlanMapHandle {
  const map = L.map(el, {
    center: [o.center.latitude, o.center.longitude],
    zoom: o.zoom,
    maxZoom: 22,
    attributionControl: false,
    zoomControl: false,
    // FloorPlanMap's own arrow keys move the selected marker.
    keyboard: false,
  });
  L.control.zoom({ zoomInTitle: o.zoomIn, zoomOutTitle: o.zoomOut }).addTo(map);
  addOfflineBasemap(L, map);
  const images = L.layerGroup().addTo(map);
  const pins = L.layerGroup().addTo(map);

  return {
    setView(center, zoom) {
      map.setView([center.latitude, center.longitude], zoom, { animate: false });
    },
    view() {
      const b = map.getBounds();
      const c = map.getCenter();
      return {
        center: { latitude: round(c.lat), longitude: round(c.lng) },
        zoom: map.getZoom(),
        bounds: {
          north: round(b.getNorth()),
          south: round(b.getSouth()),
          east: round(b.getEast()),
          west: round(b.getWest()),
        },
      };
    },
    setLayers(layers) {
      images.clearLayers();
      for (const l of layers) {
        if (!l.bounds || !l.url) continue;
        const { north, south, east, west } = l.bounds;
        L.imageOverlay(
          l.url,
          [
            [south, west],
            [north, east],
          ],
          { opacity: (l.opacity ?? 100) / 100, alt: l.name, interactive: false },
        ).addTo(images);
      }
    },
    setMarkers(markers, selected, draggable) {
      pins.clearLayers();
      for (const p of markers) {
        const cls = [p.online ? o.classes.online : o.classes.offline, p.cuid === selected ? o.classes.selected : ""];
        const icon = L.divIcon({ className: cls.join(" "), iconSize: [22, 22], iconAnchor: [11, 22] });
        const m = L.marker([p.at.latitude, p.at.longitude], {
          icon,
          draggable,
          title: p.title,
          // The device list is the keyboard path (select, then arrow keys), so markers stay out of the tab order.
          keyboard: false,
        });
        m.on("add", () => m.getElement()?.setAttribute("data-cuid", p.cuid));
        m.on("click", () => o.onSelect(p.cuid));
        m.on("dragend", () => {
          const ll = m.getLatLng();
          o.onMove(p.cuid, { latitude: round(ll.lat), longitude: round(ll.lng) });
        });
        pins.addLayer(m);
      }
    },
    destroy() {
      map.remove();
    },
  };
}
