import { DEVICE_MAP_HEIGHT, MAP_DEFAULT_CENTER, MAP_ZOOM } from "@portico/sdk/rules";
import { useEffect, useRef, useState } from "react";
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
import type { DeviceMapHandle, DeviceMapLook } from "./deviceMapLeaflet";
import { deviceMapMessages } from "./i18n";

/** What {@link DeviceMapProps.onReady} reports once, after the first render with data. */
export interface DeviceMapReadyInfo {
  /** Devices drawn. */
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
  /** Cluster markers with supercluster (default); false draws one plain marker per device (the baseline). */
  clustering?: boolean;
  /** A `{z}/{x}/{y}` tile server URL drawn over the bundled offline basemap; default: the offline basemap only. */
  tileUrl?: string;
  /** Map height in pixels. @default 600 */
  height?: number;
  /** View state (the list's page); controlled when given, the widget's own otherwise. */
  state?: DeviceMapState;
  /** Called with the whole next state when the user pages the device list. */
  onStateChange?(next: DeviceMapState): void;
  /** A device marker or list row was chosen. */
  onSelect?(cuid: string): void;
  /** Called once after the first render with data (for benchmarks). */
  onReady?(info: DeviceMapReadyInfo): void;
}

const nextFrame = (cb: () => void) =>
  typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => cb()) : setTimeout(cb, 16);

/**
 * The device map: online and offline counts, a map centred near Taipei at zoom 9 (600 px high) with clustered
 * markers over the offline basemap, and the devices 50 a page. Live events update markers and counts.
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
  const query = useDeviceMapData(businessId);
  useDeviceMapLive(businessId);
  const devices = query.data?.devices;

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
    import("./deviceMapLeaflet")
      .then(({ createDeviceMap }) => {
        if (cancelled || !el.current) return;
        handle.current = createDeviceMap(el.current, {
          center: MAP_DEFAULT_CENTER,
          zoom: MAP_ZOOM.deviceMap,
          tileUrl,
          clustering,
          look: lookRef.current,
          onSelect: (cuid) => latest.current.onSelect?.(cuid),
        });
        setMapState("ready");
      })
      .catch(() => !cancelled && setMapState("failed"));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [clustering, tileUrl]);

  useEffect(() => {
    if (mapState !== "ready" || !devices || !handle.current) return;
    const start = performance.now();
    handle.current.setDevices(devices);
    if (reported.current) return;
    reported.current = true;
    // Two frames: the first runs before the paint of the markers, the second after it.
    nextFrame(() =>
      nextFrame(() => {
        const now = performance.now();
        latest.current.onReady?.({
          devices: devices.length,
          ms: Math.round(now - start),
          totalMs: Math.round(now - mountedAt.current),
        });
      }),
    );
  }, [mapState, devices]);

  const open = (cuid: string) => {
    handle.current?.focus(cuid);
    onSelect?.(cuid);
  };

  const overlay =
    mapState === "failed"
      ? t("devicemap.mapFailed")
      : mapState === "loading" || query.isPending
        ? t("devicemap.loading")
        : devices?.length === 0
          ? t("devicemap.empty")
          : null;

  return (
    <section
      className={cx(scoped.className, s.wrap)}
      style={scoped.style}
      aria-label={t(businessId ? "devicemap.title" : "devicemap.systemTitle")}
      data-device-map={clustering ? "clustered" : "plain"}
    >
      <div className={s.header}>
        <h2 className={s.title}>{t(businessId ? "devicemap.title" : "devicemap.systemTitle")}</h2>
        <DeviceMapCounts count={query.data?.count} />
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
        devices={query.isError ? [] : devices}
        page={view.page}
        onPageChange={(page) => setView({ page })}
        onOpen={open}
        error={query.error ?? undefined}
        onRetry={() => void query.refetch()}
      />
    </section>
  );
}
