import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { TextField } from "../TextField";
import { mapMessages } from "./i18n";
import type { LeafletMapHandle } from "./leafletMap";
import * as s from "./map.css";
import { clampLatLng, type LatLng, moveByKey } from "./moveByKey";

/** Props of {@link MapPicker}. */
export interface MapPickerProps {
  /** The picked point; the map centres on it (Taipei when the host has none yet: pass `DEFAULT_CENTER`). */
  value: LatLng;
  onChange(value: LatLng): void;
  /** @default 14 */
  zoom?: number;
  /** Map height in pixels. @default 240 */
  height?: number;
  /** Read-only: the marker cannot move and the coordinate fields are disabled. */
  disabled?: boolean;
}

/** Parses a coordinate field; null unless it is a number in range. */
function parseCoord(text: string, limit: number): number | null {
  if (!text.trim()) return null;
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * Picks a point on a map: click, drag the marker, arrow keys on the focused map, or type the coordinates.
 * Leaflet and the offline world-atlas basemap load lazily, only when a MapPicker mounts; no tile server is used.
 * @example <MapPicker value={loc} onChange={setLoc} zoom={14} />
 */
export function MapPicker({ value, onChange, zoom = 14, height = 240, disabled = false }: MapPickerProps) {
  useAreaMessages(mapMessages);
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const el = useRef<HTMLDivElement>(null);
  const handle = useRef<LeafletMapHandle | null>(null);
  const latest = useRef({ value, onChange, disabled });
  latest.current = { value, onChange, disabled };
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [lat, setLat] = useState(String(value.latitude));
  const [lng, setLng] = useState(String(value.longitude));

  const pick = (p: LatLng) => {
    if (!latest.current.disabled) latest.current.onChange(clampLatLng(p));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later props reach it through refs and the effects below.
  useEffect(() => {
    let cancelled = false;
    import("./leafletMap")
      .then(({ createLeafletMap }) => {
        if (cancelled || !el.current) return;
        handle.current = createLeafletMap(el.current, {
          value: latest.current.value,
          zoom,
          disabled: latest.current.disabled,
          pinClass: s.pin,
          zoomInTitle: t("map.zoomIn"),
          zoomOutTitle: t("map.zoomOut"),
          onPick: pick,
        });
        setStatus("ready");
      })
      .catch(() => !cancelled && setStatus("failed"));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    handle.current?.setValue(value);
    // Typed text that already means this value stays as typed ("25.0" is not rewritten to "25").
    setLat((cur) => (parseCoord(cur, 90) === value.latitude ? cur : String(value.latitude)));
    setLng((cur) => (parseCoord(cur, 180) === value.longitude ? cur : String(value.longitude)));
  }, [value]);

  useEffect(() => handle.current?.setDisabled(disabled), [disabled]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = moveByKey(value, e.key, zoom, e.shiftKey);
    if (!next || disabled) return;
    e.preventDefault();
    pick(next);
  };

  return (
    <div className={cx(scoped.className, s.wrap)} style={scoped.style}>
      <div
        ref={el}
        className={s.mapRoot}
        style={{ height }}
        role="application"
        aria-label={t("map.label")}
        aria-disabled={disabled || undefined}
        aria-busy={status === "loading" || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is keyboard-operable (arrow keys move the marker).
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-latitude={value.latitude}
        data-longitude={value.longitude}
      >
        {status !== "ready" ? (
          <div className={s.status} role={status === "failed" ? "alert" : "status"}>
            {t(status === "failed" ? "map.failed" : "map.loading")}
          </div>
        ) : null}
      </div>
      <div className={s.coords}>
        <TextField
          label={t("map.latitude")}
          type="number"
          step="any"
          min={-90}
          max={90}
          value={lat}
          disabled={disabled}
          onChange={(v) => {
            setLat(v);
            const n = parseCoord(v, 90);
            if (n !== null) pick({ latitude: n, longitude: value.longitude });
          }}
        />
        <TextField
          label={t("map.longitude")}
          type="number"
          step="any"
          min={-180}
          max={180}
          value={lng}
          disabled={disabled}
          onChange={(v) => {
            setLng(v);
            const n = parseCoord(v, 180);
            if (n !== null) pick({ latitude: value.latitude, longitude: n });
          }}
        />
      </div>
    </div>
  );
}
