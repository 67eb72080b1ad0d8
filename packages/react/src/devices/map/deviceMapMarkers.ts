// Marker and view helpers shared by the device map's modes (server clusters, browser clusters, plain markers).
import type * as Leaflet from "leaflet";
import type { DeviceMapView } from "../../data/deviceClusters";
import type { DeviceLocation } from "../../data/deviceMap";

/** Class names and texts the map's markers use (from the widget's stylesheet and catalogue). */
export interface DeviceMapLook {
  online: string;
  offline: string;
  cluster: string;
  clusterOffline: string;
  zoomIn: string;
  zoomOut: string;
  /** Title of a cluster marker. */
  clusterTitle(count: number, offline: number): string;
  /** Title of a device marker. */
  deviceTitle(d: DeviceLocation): string;
}

/** 1234 -> "1.2k", 56789 -> "57k", as supercluster abbreviates. */
export function abbreviate(n: number): string {
  if (n >= 10_000) return `${Math.round(n / 1000)}k`;
  if (n >= 1000) return `${Math.round(n / 100) / 10}k`;
  return String(n);
}

/** A cluster's DOM marker: size by count, the offline look when any member is offline, a title for screen readers. */
export function clusterMarker(
  L: typeof Leaflet,
  look: DeviceMapLook,
  c: { latitude: number; longitude: number; count: number; offline: number },
  onClick: () => void,
): Leaflet.Marker {
  const size = c.count < 100 ? 34 : c.count < 1000 ? 42 : 50;
  const icon = L.divIcon({
    html: `<span>${abbreviate(c.count)}</span>`,
    className: c.offline > 0 ? `${look.cluster} ${look.clusterOffline}` : look.cluster,
    iconSize: [size, size],
  });
  const title = look.clusterTitle(c.count, c.offline);
  const m = L.marker([c.latitude, c.longitude], { icon, title, alt: title, keyboard: true });
  m.on("click", onClick);
  return m;
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
// Outward to 3 decimals (~100 m): a view a few pixels off the last one reuses its cached clusters.
const down = (x: number) => Math.floor(x * 1000) / 1000;
const up = (x: number) => Math.ceil(x * 1000) / 1000;

/**
 * The view the server clusters for: the map's bounds with a quarter of a screen around them (a short pan shows
 * clusters at once), clamped to the Mercator world and wrapped into ±180 (west > east crosses the antimeridian).
 */
export function viewOf(map: Leaflet.Map): DeviceMapView {
  const b = map.getBounds().pad(0.25);
  const south = Math.max(-85, down(b.getSouth()));
  const north = Math.min(85, up(b.getNorth()));
  const whole = b.getEast() - b.getWest() >= 360;
  const west = whole ? -180 : down(wrap(b.getWest()));
  const east = whole ? 180 : up(wrap(b.getEast()));
  return { bbox: `${west},${south},${Math.min(180, east)},${north}`, zoom: Math.round(map.getZoom()) };
}
