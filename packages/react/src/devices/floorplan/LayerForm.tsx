import { useEffect, useRef } from "react";
import type { FloorLayer } from "../../data/floorPlans";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import * as s from "./floorPlan.css";

/** Props of {@link LayerForm}. */
export interface LayerFormProps {
  layer: FloorLayer;
  onChange(layer: FloorLayer): void;
  /** Field -> i18n key of its problem (shown once `showErrors`). */
  problems: Partial<Record<"name" | "url" | "opacity" | "bounds", string>>;
  showErrors: boolean;
  /** Sets the bounds to the visible map area. */
  onFit(): void;
  onDone(): void;
  onCancel(): void;
}

const SIDES = ["north", "south", "east", "west"] as const;

/** The fields of one image layer (layer modes edit and add): name, image URL, opacity 0-100 and bounds. */
export function LayerForm({ layer, onChange, problems, showErrors, onFit, onDone, onCancel }: LayerFormProps) {
  const { t } = usePortico();
  const err = (k: keyof typeof problems) => (showErrors && problems[k] ? t(problems[k]) : null);
  const bounds = layer.bounds ?? { north: 0, south: 0, east: 0, west: 0 };
  const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));
  const latest = useRef({ layer, onChange });
  latest.current = { layer, onChange };
  // The layer's width and height are the image's own pixel size, read when the image loads.
  useEffect(() => {
    if (!layer.url.trim()) return;
    const img = new Image();
    img.onload = () => {
      const { layer: l, onChange: change } = latest.current;
      if (l.url === layer.url && (l.width !== img.naturalWidth || l.height !== img.naturalHeight))
        change({ ...l, width: img.naturalWidth, height: img.naturalHeight });
    };
    img.src = layer.url;
    return () => {
      img.onload = null;
    };
  }, [layer.url]);
  return (
    <fieldset className={s.panel} data-layer-form="" aria-label={layer.name || t("floorplan.layers")}>
      <TextField
        label={t("floorplan.layer.name")}
        value={layer.name}
        maxLength={100}
        error={err("name")}
        onChange={(name) => onChange({ ...layer, name })}
      />
      <TextField
        label={t("floorplan.layer.url")}
        value={layer.url}
        maxLength={2048}
        inputMode="url"
        error={err("url")}
        onChange={(url) => onChange({ ...layer, url })}
      />
      {layer.width && layer.height ? (
        <p className={s.muted}>{t("floorplan.layer.size", { width: layer.width, height: layer.height })}</p>
      ) : null}
      <TextField
        label={t("floorplan.layer.opacity")}
        type="number"
        min={0}
        max={100}
        step={1}
        value={Number.isNaN(layer.opacity) ? "" : String(layer.opacity ?? 100)}
        error={err("opacity")}
        onChange={(v) => onChange({ ...layer, opacity: num(v) })}
      />
      <fieldset className={s.bounds}>
        <legend className={s.legend}>{t("floorplan.layer.bounds")}</legend>
        {SIDES.map((side) => (
          <TextField
            key={side}
            label={t(`floorplan.layer.${side}`)}
            type="number"
            step="any"
            value={Number.isNaN(bounds[side]) ? "" : String(bounds[side])}
            onChange={(v) => onChange({ ...layer, bounds: { ...bounds, [side]: num(v) } })}
          />
        ))}
      </fieldset>
      {err("bounds") ? (
        <p className={s.error} role="alert">
          {err("bounds")}
        </p>
      ) : null}
      <div className={s.row}>
        <Button variant="secondary" onClick={onFit}>
          {t("floorplan.layer.fit")}
        </Button>
        <Button onClick={onDone}>{t("floorplan.layer.done")}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("floorplan.cancel")}
        </Button>
      </div>
    </fieldset>
  );
}
