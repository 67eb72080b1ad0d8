// Marker helpers shared by the device map's modes (server clusters, browser clusters, plain markers).
import type * as Leaflet from "leaflet";
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
