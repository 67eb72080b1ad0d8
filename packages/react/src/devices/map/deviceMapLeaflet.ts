// The lazy half of DeviceMap: leaflet, supercluster and the offline basemap load only when a map mounts.
import * as LeafletNs from "leaflet";
import Supercluster, { type ClusterProperties } from "supercluster";
import type { DeviceLocation } from "../../data/deviceMap";
import type { LatLng } from "../../ui/map/moveByKey";
import { addOfflineBasemap, leafletOf } from "../../ui/map/offlineBasemap";

const L = leafletOf(LeafletNs);

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

/** Options of {@link createDeviceMap}. */
export interface DeviceMapOptions {
  center: LatLng;
  zoom: number;
  /** A `{z}/{x}/{y}` tile URL drawn over the offline basemap. */
  tileUrl?: string;
  clustering: boolean;
  look: DeviceMapLook;
  onSelect(cuid: string): void;
}

/** What DeviceMap drives on a created map. */
export interface DeviceMapHandle {
  /** Draws these devices; a list that differs from the last one only in online states is patched in place. */
  setDevices(devices: DeviceLocation[]): void;
  /** Centres the map on a device at street level. */
  focus(cuid: string): void;
  destroy(): void;
}

type Props = { i: number; off: number };

/**
 * A leaflet map of devices: clusters from supercluster for the visible area only (a few dozen DOM markers for
 * any fleet size), or one DOM marker per device with `clustering: false` (the benchmark's baseline).
 */
export function createDeviceMap(el: HTMLElement, o: DeviceMapOptions): DeviceMapHandle {
  const map = L.map(el, {
    center: [o.center.latitude, o.center.longitude],
    zoom: o.zoom,
    attributionControl: false,
    zoomControl: false,
    worldCopyJump: true,
  });
  L.control.zoom({ zoomInTitle: o.look.zoomIn, zoomOutTitle: o.look.zoomOut }).addTo(map);
  addOfflineBasemap(L, map);
  if (o.tileUrl) L.tileLayer(o.tileUrl, { maxZoom: 19 }).addTo(map);
  // Markers are buttons (tab stops): Enter or Space acts like a click. One listener for any number of markers.
  const onKey = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement;
    if ((e.key === "Enter" || e.key === " ") && t.classList.contains("leaflet-marker-icon")) {
      e.preventDefault();
      t.click();
    }
  };
  el.addEventListener("keydown", onKey);

  const icons = {
    on: L.divIcon({ className: o.look.online, iconSize: [14, 14] }),
    off: L.divIcon({ className: o.look.offline, iconSize: [14, 14] }),
  };
  const layer = L.layerGroup().addTo(map);
  let devices: DeviceLocation[] = [];
  // Plain mode: the marker of each device index, to patch one marker on a live event.
  let plain: LeafletNs.Marker[] = [];
  let index: Supercluster<Props, { off: number }> | null = null;
  let reindex = 0;

  const deviceMarker = (d: DeviceLocation) => {
    const m = L.marker([d.latitude, d.longitude], {
      icon: d.online ? icons.on : icons.off,
      title: o.look.deviceTitle(d),
      alt: o.look.deviceTitle(d),
      keyboard: true,
    });
    m.on("click", () => o.onSelect(d.cuid));
    return m;
  };

  const drawClusters = () => {
    if (!index) return;
    const b = map.getBounds();
    const west = Math.max(-180, b.getWest());
    const east = Math.min(180, b.getEast());
    const bbox: [number, number, number, number] = [west, b.getSouth(), east, b.getNorth()];
    const features = index.getClusters(bbox, Math.round(map.getZoom()));
    layer.clearLayers();
    for (const f of features) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const p = f.properties as Partial<ClusterProperties> & Props;
      if (!p.cluster) {
        const d = devices[p.i];
        if (d) layer.addLayer(deviceMarker(d));
        continue;
      }
      const count = p.point_count ?? 0;
      const size = count < 100 ? 34 : count < 1000 ? 42 : 50;
      const html = `<span>${p.point_count_abbreviated ?? count}</span>`;
      const icon = L.divIcon({
        html,
        className: p.off > 0 ? `${o.look.cluster} ${o.look.clusterOffline}` : o.look.cluster,
        iconSize: [size, size],
      });
      const title = o.look.clusterTitle(count, p.off);
      const m = L.marker([lat, lng], { icon, title, alt: title, keyboard: true });
      const id = p.cluster_id ?? 0;
      m.on("click", () => map.setView([lat, lng], Math.min(index?.getClusterExpansionZoom(id) ?? 18, 18)));
      layer.addLayer(m);
    }
  };

  const buildIndex = () => {
    index = new Supercluster<Props, { off: number }>({
      radius: 60,
      maxZoom: 17,
      map: (p) => ({ off: p.off }),
      reduce: (acc, p) => {
        acc.off += p.off;
      },
    });
    index.load(
      devices.map((d, i) => ({
        type: "Feature" as const,
        geometry: { type: "Point" as const, coordinates: [d.longitude, d.latitude] },
        properties: { i, off: d.online ? 0 : 1 },
      })),
    );
    drawClusters();
  };

  const drawPlain = () => {
    layer.clearLayers();
    plain = devices.map(deviceMarker);
    for (const m of plain) layer.addLayer(m);
  };

  if (o.clustering) map.on("moveend", drawClusters);

  return {
    setDevices(next) {
      const prev = devices;
      devices = next;
      const sameList = prev.length === next.length && next.every((d, i) => d.cuid === prev[i]?.cuid);
      if (o.clustering) {
        if (!sameList || !index) return buildIndex();
        // Live status changes: rebuild the clusters' offline sums once per burst of events.
        window.clearTimeout(reindex);
        reindex = window.setTimeout(buildIndex, 150);
        return;
      }
      if (!sameList || plain.length !== next.length) return drawPlain();
      next.forEach((d, i) => {
        const m = plain[i];
        if (d === prev[i] || !m) return;
        // setIcon reuses the element (focus stays) but keeps its old title, the marker's accessible name.
        m.options.title = o.look.deviceTitle(d);
        m.setIcon(d.online ? icons.on : icons.off);
        m.getElement()?.setAttribute("title", m.options.title);
      });
    },
    focus(cuid) {
      const d = devices.find((x) => x.cuid === cuid);
      if (d) map.setView([d.latitude, d.longitude], Math.max(map.getZoom(), 16));
    },
    destroy() {
      window.clearTimeout(reindex);
      el.removeEventListener("keydown", onKey);
      map.remove();
    },
  };
}
