// The lazy half of MapPicker: leaflet, topojson-client and the world-atlas land shapes load only with a map.
import * as Leaflet from "leaflet";
import { feature } from "topojson-client";
import land from "world-atlas/land-110m.json";
import type { LatLng } from "./moveByKey";

// leaflet is UMD: bundlers give the namespace, Node's ESM loader (tests) a default export.
const L = ((Leaflet as unknown as { default?: typeof Leaflet }).default ?? Leaflet) as typeof Leaflet;

/** What MapPicker drives on a created map. */
export interface LeafletMapHandle {
  setValue(p: LatLng): void;
  setDisabled(disabled: boolean): void;
  destroy(): void;
}

/** Options of {@link createLeafletMap}. */
export interface LeafletMapOptions {
  value: LatLng;
  zoom: number;
  disabled: boolean;
  pinClass: string;
  zoomInTitle: string;
  zoomOutTitle: string;
  onPick(p: LatLng): void;
}

/** The offline basemap: Natural Earth land at 1:110m as one GeoJSON layer (no tile server). */
function basemap(): Leaflet.GeoJSON | null {
  // jsdom has neither SVG geometry nor a 2D canvas; the map still works there, without land shapes.
  if (!L.Browser.svg) return null;
  const topo = land as unknown as Parameters<typeof feature>[0];
  const shapes = feature(topo, topo.objects.land as Parameters<typeof feature>[1]);
  return L.geoJSON(shapes, {
    interactive: false,
    style: { color: "#9AA5B1", weight: 1, fillColor: "#F2EFE9", fillOpacity: 1 },
  });
}

/**
 * A leaflet map in `el` with the offline basemap and one marker; a click or a drag picks a point.
 * @example const map = createLeafletMap(div, { value, zoom: 14, disabled: false, pinClass, onPick });
 */
export function createLeafletMap(el: HTMLElement, o: LeafletMapOptions): LeafletMapHandle {
  const center = L.latLng(o.value.latitude, o.value.longitude);
  // keyboard: false because MapPicker's own arrow keys move the marker rather than pan the map.
  const map = L.map(el, { center, zoom: o.zoom, keyboard: false, attributionControl: false, zoomControl: false });
  L.control.zoom({ zoomInTitle: o.zoomInTitle, zoomOutTitle: o.zoomOutTitle }).addTo(map);
  basemap()?.addTo(map);
  const icon = L.divIcon({ className: o.pinClass, iconSize: [24, 24], iconAnchor: [12, 24] });
  const marker = L.marker(center, { icon, draggable: !o.disabled, keyboard: false }).addTo(map);
  let disabled = o.disabled;
  const pick = (ll: Leaflet.LatLng) => o.onPick({ latitude: ll.lat, longitude: ll.lng });
  marker.on("dragend", () => pick(marker.getLatLng()));
  map.on("click", (e: Leaflet.LeafletMouseEvent) => {
    if (!disabled) pick(e.latlng);
  });
  return {
    setValue(p) {
      const ll = L.latLng(p.latitude, p.longitude);
      if (!marker.getLatLng().equals(ll)) marker.setLatLng(ll);
      if (!map.getBounds().pad(-0.1).contains(ll)) map.panTo(ll, { animate: false });
    },
    setDisabled(d) {
      disabled = d;
      if (d) marker.dragging?.disable();
      else marker.dragging?.enable();
    },
    destroy() {
      map.remove();
    },
  };
}
