import { DEVICE_MAP_HEIGHT, DEVICE_MAP_PAGE_SIZE, MAP_DEFAULT_CENTER, MAP_ZOOM } from "@portico/sdk/rules";
import { useCallback, useEffect, useRef, useState } from "react";
import { type DeviceMapView, useDeviceClusters, useDeviceMapPage } from "../../data/deviceClusters";
import { type DeviceLocation, useDeviceMapData } from "../../data/deviceMap";
import { useDeviceMapLive } from "../../data/deviceMapLive";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { useViewState } from "../../ui/useViewState";
import { DeviceMapCounts } from "./DeviceMapCounts";
import { DeviceMapList } from "./DeviceMapList";
import * as s from "./deviceMap.css";
import type { DeviceMapHandle, DeviceMapLook, DeviceMapMode } from "./deviceMapLeaflet";
import { viewAt } from "./deviceMapView";
import { deviceMapMessages } from "./i18n";

/** What {@link DeviceMapProps.onReady} reports once, after the first render with data. */
export interface DeviceMapReadyInfo {
  /** Devices drawn (in clusters or alone; with server clusters, those of the first view). */
  devices: number;
  /** Milliseconds from having the data and the map to the first painted frame with every marker or cluster. */
  ms: number;
  /** Milliseconds from mount to that frame (map code and data loading included). */
  totalMs: number;
}

/** The view state of {@link DeviceMap}. */
export interface DeviceMapState {
  /** The 0-based page of the device list (50 devices a page). @default 0 */
  page?: number;
}

/** Props of {@link DeviceMap}. */
export interface DeviceMapProps {
  /** The business whose devices are shown; omitted = every device (/system/inodes, administrators only). */
  businessId?: number;
  /**
   * `true` (default): the server clusters the view on screen, so the map loads a few hundred rows at any fleet size;
   * `"browser"`: every device location is loaded and clustered in the browser with supercluster (the way before
   * server clusters, kept as the benchmark's baseline); `false`: one plain marker per device.
   */
  clustering?: boolean | "browser";
  /** A `{z}/{x}/{y}` tile server URL drawn over the bundled offline basemap; default: the offline basemap only. */
  tileUrl?: string;
  /** Map height in pixels. @default 600 */
  height?: number;
  /** View state (the list's page); controlled when given, the widget's own otherwise. */
  state?: DeviceMapState;
  /** Called with the whole next state when the user pages the device list. */
  onStateChange?(next: DeviceMapState): void;
  /** A device marker or list row was chosen (with its row: the system map's rows name their business). */
  onSelect?(cuid: string, device: DeviceLocation): void;
  /** Called once after the first render with data (for benchmarks). */
  onReady?(info: DeviceMapReadyInfo): void;
}

const nextFrame = (cb: () => void) =>
  typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => cb()) : setTimeout(cb, 16);

/**
 * The device map: online and offline counts, a map centred near Taipei at zoom 9 (600 px high) with clustered
 * markers over the offline basemap, and the devices 50 a page. The server clusters the view on screen (a pan or a
 * zoom asks for the new view), so a 50,000-device fleet loads a few hundred rows. Live events update markers and
 * counts (server clusters: the view is refetched once per burst of events).
 * @example <DeviceMap businessId={bid} onSelect={(cuid) => navigate(`/businesses/${bid}/inodegroups/${cuid}/info`)} />
 */
export function DeviceMap({
  businessId,
  clustering = true,
  tileUrl,
  height = DEVICE_MAP_HEIGHT,
  state,
  onStateChange,
  onSelect,
  onReady,
}: DeviceMapProps) {
  useAreaMessages(deviceMapMessages);
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const mountedAt = useRef(performance.now());
  const el = useRef<HTMLElement>(null);
  const handle = useRef<DeviceMapHandle | null>(null);
  const latest = useRef({ onSelect, onReady });
  latest.current = { onSelect, onReady };
  const reported = useRef(false);
  const [mapState, setMapState] = useState<"loading" | "ready" | "failed">("loading");
  const [view, setView] = useViewState(state, onStateChange, { page: 0 });
  const mode: DeviceMapMode = clustering === false ? "plain" : clustering === "browser" ? "browser" : "server";
  const server = mode === "server";
  const [mapView, setMapView] = useState<DeviceMapView | null>(null);
  const full = useDeviceMapData(businessId, !server);
  const clusters = useDeviceClusters(businessId, server ? mapView : null);
  const listPage = useDeviceMapPage(businessId, view.page, DEVICE_MAP_PAGE_SIZE, server);
  useDeviceMapLive(businessId);
  const devices = full.data?.devices;
  const count = server ? clusters.data?.count : full.data?.count;
  const pending = server ? clusters.isPending : full.isPending;
  const listError = (server ? (clusters.error ?? listPage.error) : full.error) ?? undefined;
  const retry = () => void (server ? Promise.all([clusters.refetch(), listPage.refetch()]) : full.refetch());

  const look: DeviceMapLook = {
    online: s.markerOnline,
    offline: s.markerOffline,
    cluster: s.cluster,
    clusterOffline: s.clusterOffline,
    zoomIn: t("devicemap.zoomIn"),
    zoomOut: t("devicemap.zoomOut"),
    clusterTitle: (count, offline) => t("devicemap.cluster", { count, offline }),
    deviceTitle: (d: DeviceLocation) =>
      t("devicemap.device", {
        name: d.nickname || d.cuid,
        status: t(d.online ? "devicemap.online" : "devicemap.offline"),
      }),
  };
  const lookRef = useRef(look);
  lookRef.current = look;

  // The map is made once per mode and tile server; data reaches it in the effect below.
  useEffect(() => {
    let cancelled = false;
    // Server clusters: ask for the first view now, while leaflet and the basemap download.
    if (mode === "server" && el.current) {
      const { clientWidth: w, clientHeight: h } = el.current;
      if (w > 0 && h > 0) setMapView(viewAt(MAP_DEFAULT_CENTER, MAP_ZOOM.deviceMap, w, h));
    }
    import("./deviceMapLeaflet")
      .then(({ createDeviceMap }) => {
        if (cancelled || !el.current) return;
        handle.current = createDeviceMap(el.current, {
          center: MAP_DEFAULT_CENTER,
          zoom: MAP_ZOOM.deviceMap,
          tileUrl,
          mode,
          look: lookRef.current,
          onSelect: (d) => latest.current.onSelect?.(d.cuid, d),
          // The same view twice (a click that did not move the map) keeps the state, so nothing refetches.
          onView: (v) => setMapView((old) => (old?.bbox === v.bbox && old.zoom === v.zoom ? old : v)),
        });
        setMapState("ready");
      })
      .catch(() => !cancelled && setMapState("failed"));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [mode, tileUrl]);

  // Two frames after drawing: the first runs before the paint of the markers, the second after it.
  const reportReady = useCallback((drawn: number, start: number) => {
    if (reported.current) return;
    reported.current = true;
    nextFrame(() =>
      nextFrame(() => {
        const now = performance.now();
        latest.current.onReady?.({
          devices: drawn,
          ms: Math.round(now - start),
          totalMs: Math.round(now - mountedAt.current),
        });
      }),
    );
  }, []);

  useEffect(() => {
    if (mapState !== "ready" || !devices || !handle.current) return;
    const start = performance.now();
    handle.current.setDevices(devices);
    reportReady(devices.length, start);
  }, [mapState, devices, reportReady]);

  const drawn = clusters.data;
  useEffect(() => {
    if (mapState !== "ready" || !drawn || !handle.current) return;
    const start = performance.now();
    handle.current.setClusters(drawn);
    reportReady(
      drawn.clusters.reduce((n, c) => n + c.count, drawn.devices.length),
      start,
    );
  }, [mapState, drawn, reportReady]);

  const open = (d: DeviceLocation) => {
    handle.current?.focus(d);
    onSelect?.(d.cuid, d);
  };
  const pageStart = view.page * DEVICE_MAP_PAGE_SIZE;

  const overlay =
    mapState === "failed"
      ? t("devicemap.mapFailed")
      : mapState === "loading" || pending
        ? t("devicemap.loading")
        : count?.total === 0
          ? t("devicemap.empty")
          : null;

  return (
    <section
      className={cx(scoped.className, s.wrap)}
      style={scoped.style}
      aria-label={t(businessId ? "devicemap.title" : "devicemap.systemTitle")}
      data-device-map={mode}
    >
      <div className={s.header}>
        <h2 className={s.title}>{t(businessId ? "devicemap.title" : "devicemap.systemTitle")}</h2>
        <DeviceMapCounts count={count} />
      </div>
      <div className={s.mapBox}>
        <section
          ref={el}
          className={s.mapRoot}
          style={{ height }}
          aria-label={t("devicemap.mapLabel")}
          aria-busy={overlay === t("devicemap.loading") || undefined}
        />
        {overlay ? (
          <div className={s.overlay} role={mapState === "failed" ? "alert" : "status"}>
            {overlay}
          </div>
        ) : null}
      </div>
      <DeviceMapList
        rows={listError ? [] : server ? listPage.data : devices?.slice(pageStart, pageStart + DEVICE_MAP_PAGE_SIZE)}
        total={count?.total ?? 0}
        page={view.page}
        onPageChange={(page) => setView({ page })}
        onOpen={open}
        error={listError}
        onRetry={retry}
      />
    </section>
  );
}
