// The lazy half of DeviceMap: leaflet, supercluster and the offline basemap load only when a map mounts.
import * as LeafletNs from "leaflet";
import Supercluster, { type ClusterProperties } from "supercluster";
import type { DeviceClusters, DeviceMapView } from "../../data/deviceClusters";
import type { DeviceLocation } from "../../data/deviceMap";
import type { LatLng } from "../../ui/map/moveByKey";
import { addOfflineBasemap, leafletOf } from "../../ui/map/offlineBasemap";
import { clusterMarker, type DeviceMapLook } from "./deviceMapMarkers";
import { viewOf } from "./deviceMapView";

const L = leafletOf(LeafletNs);

export type { DeviceMapLook } from "./deviceMapMarkers";

/**
 * How the map gets its markers: `server` draws the clusters the server made for the view (setClusters, asked
 * through onView), `browser` clusters every device with supercluster, `plain` draws one marker per device.
 */
export type DeviceMapMode = "server" | "browser" | "plain";

/** Options of {@link createDeviceMap}. */
export interface DeviceMapOptions {
  center: LatLng;
  zoom: number;
  /** A `{z}/{x}/{y}` tile URL drawn over the offline basemap. */
  tileUrl?: string;
  mode: DeviceMapMode;
  look: DeviceMapLook;
  onSelect(device: DeviceLocation): void;
  /** Server mode: the view to ask clusters for, on creation and after each pan or zoom. */
  onView?(view: DeviceMapView): void;
}

/** What DeviceMap drives on a created map. */
export interface DeviceMapHandle {
  /** Browser and plain modes: draws these devices; a list that differs only in online states is patched in place. */
  setDevices(devices: DeviceLocation[]): void;
  /** Server mode: draws a view's clusters and single devices. */
  setClusters(data: Pick<DeviceClusters, "clusters" | "devices">): void;
  /** Centres the map on a device at street level. */
  focus(at: LatLng): void;
  destroy(): void;
}

type Props = { i: number; off: number };

/**
 * A leaflet map of devices: the server's clusters of the view, or clusters from supercluster over every device, for
 * the visible area only (a few dozen DOM markers for any fleet size), or one DOM marker per device (`plain`).
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
    m.on("click", () => o.onSelect(d));
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
      const id = p.cluster_id ?? 0;
      const c = { latitude: lat, longitude: lng, count: p.point_count ?? 0, offline: p.off };
      layer.addLayer(
        clusterMarker(L, o.look, c, () =>
          map.setView([lat, lng], Math.min(index?.getClusterExpansionZoom(id) ?? 18, 18)),
        ),
      );
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

  if (o.mode === "browser") map.on("moveend", drawClusters);
  if (o.mode === "server" && o.onView) {
    const report = o.onView;
    map.on("moveend", () => report(viewOf(map)));
    report(viewOf(map));
  }

  return {
    setDevices(next) {
      const prev = devices;
      devices = next;
      const sameList = prev.length === next.length && next.every((d, i) => d.cuid === prev[i]?.cuid);
      if (o.mode === "browser") {
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
    setClusters(data) {
      layer.clearLayers();
      for (const c of data.clusters) {
        const [w, south, e, n] = c.bbox as [number, number, number, number];
        const zoomIn = () =>
          w === e && south === n
            ? map.setView([c.latitude, c.longitude], Math.min(map.getZoom() + 2, 18))
            : map.fitBounds(
                [
                  [south, w],
                  [n, e],
                ],
                { maxZoom: 18, padding: [24, 24] },
              );
        layer.addLayer(clusterMarker(L, o.look, c, zoomIn));
      }
      for (const d of data.devices) layer.addLayer(deviceMarker(d));
    },
    focus(at) {
      map.setView([at.latitude, at.longitude], Math.max(map.getZoom(), 16));
    },
    destroy() {
      window.clearTimeout(reindex);
      el.removeEventListener("keydown", onKey);
      map.remove();
    },
  };
}
