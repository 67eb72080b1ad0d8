// The view the server clusters for, from a leaflet map or, before leaflet has loaded, from the map's centre, zoom
// and size: the first clusters request then runs while the map's code downloads.
import type * as Leaflet from "leaflet";
import type { DeviceMapView } from "../../data/deviceClusters";
import type { LatLng } from "../../ui/map/moveByKey";

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
// Outward to 3 decimals (~100 m): a view a few pixels off the last one reuses its cached clusters.
const down = (x: number) => Math.floor(x * 1000) / 1000;
const up = (x: number) => Math.ceil(x * 1000) / 1000;

/**
 * A view of bounds (degrees) with a quarter of their size around them (a short pan shows clusters at once), clamped
 * to the Mercator world and wrapped into ±180 (west > east crosses the antimeridian). Leaflet's `pad(0.25)`.
 */
export function viewOfBounds(west: number, south: number, east: number, north: number, zoom: number): DeviceMapView {
  const dx = (east - west) * 0.25;
  const dy = (north - south) * 0.25;
  const s = Math.max(-85, down(south - dy));
  const n = Math.min(85, up(north + dy));
  const whole = east - west + 2 * dx >= 360;
  const w = whole ? -180 : down(wrap(west - dx));
  const e = whole ? 180 : up(wrap(east + dx));
  return { bbox: `${w},${s},${Math.min(180, e)},${n}`, zoom: Math.round(zoom) };
}

/** The view of a leaflet map now. */
export function viewOf(map: Leaflet.Map): DeviceMapView {
  const b = map.getBounds();
  return viewOfBounds(b.getWest(), b.getSouth(), b.getEast(), b.getNorth(), map.getZoom());
}

/**
 * The view a map of this size will show at this centre and zoom: Web Mercator with 256-pixel tiles and the top-left
 * pixel rounded, as leaflet's getBounds computes it.
 */
export function viewAt(center: LatLng, zoom: number, width: number, height: number): DeviceMapView {
  const world = 256 * 2 ** zoom;
  const r = (Math.max(-85.0511287798, Math.min(85.0511287798, center.latitude)) * Math.PI) / 180;
  const left = Math.round(((center.longitude + 180) / 360) * world - width / 2);
  const top = Math.round((0.5 - Math.log(Math.tan(Math.PI / 4 + r / 2)) / (2 * Math.PI)) * world - height / 2);
  const lng = (px: number) => (px / world) * 360 - 180;
  const lat = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / world))) * 180) / Math.PI;
  return viewOfBounds(lng(left), lat(top + height), lng(left + width), lat(top), zoom);
}
