// The lazy half of MapPicker: leaflet, topojson-client and the world-atlas land shapes load only with a map.
import * as Leaflet from "leaflet";
import type { LatLng } from "./moveByKey";
import { addOfflineBasemap, leafletOf } from "./offlineBasemap";

const L = leafletOf(Leaflet);

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

/**
 * A leaflet map in `el` with the offline basemap and one marker; a click or a drag picks a point.
 * @example const map = createLeafletMap(div, { value, zoom: 14, disabled: false, pinClass, onPick });
 */
export function createLeafletMap(el: HTMLElement, o: LeafletMapOptions): LeafletMapHandle {
  const center = L.latLng(o.value.latitude, o.value.longitude);
  // keyboard: false because MapPicker's own arrow keys move the marker rather than pan the map.
  const map = L.map(el, { center, zoom: o.zoom, keyboard: false, attributionControl: false, zoomControl: false });
  L.control.zoom({ zoomInTitle: o.zoomInTitle, zoomOutTitle: o.zoomOutTitle }).addTo(map);
  addOfflineBasemap(L, map);
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
