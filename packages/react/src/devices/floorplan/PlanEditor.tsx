import { MAP_ZOOM } from "@portico/sdk/rules";
import { type FormEvent, useEffect, useState } from "react";
import { type FloorLayer, type FloorPlan, useFloorPlanMutations } from "../../data/floorPlans";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { FormError } from "../../ui/Form";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import * as s from "./floorPlan.css";
import type { PlanView } from "./floorPlanLeaflet";
import { layerProblems, nameProblem, newLayer } from "./floorPlanRules";
import { LayerForm } from "./LayerForm";

/** Props of {@link PlanEditor}. */
export interface PlanEditorProps {
  businessId: number;
  mode: "edit" | "add";
  /** The plan being edited (mode edit). */
  plan?: FloorPlan;
  /** The map's visible area now. */
  view(): PlanView | null;
  /** The layers as edited so far, for the map to preview. */
  onPreview(layers: FloorLayer[]): void;
  onSaved(plan: FloorPlan): void;
  onCancel(): void;
}

type LayerMode = { index: number; mode: "edit" | "add"; backup: FloorLayer | null };

/**
 * Plan modes edit and add: the plan's name, its view (centre and zoom) and its image layers, each in layer mode
 * view, edit or add. Cancelling an added layer removes it; a failed save keeps everything typed.
 */
export function PlanEditor({ businessId, mode, plan, view, onPreview, onSaved, onCancel }: PlanEditorProps) {
  const { t } = usePortico();
  const toast = useToast();
  const { create, update } = useFloorPlanMutations(businessId);
  const [name, setName] = useState(plan?.name ?? "");
  const [center, setCenter] = useState(plan?.center ?? view()?.center ?? null);
  const [zoom, setZoom] = useState(plan?.zoom ?? MAP_ZOOM.floorPlan);
  const [layers, setLayers] = useState<FloorLayer[]>(plan?.layers ?? []);
  const [layerMode, setLayerMode] = useState<LayerMode | null>(null);
  const [showLayerErrors, setShowLayerErrors] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => onPreview(layers), [layers, onPreview]);

  const editing = layerMode ? layers[layerMode.index] : undefined;
  const problems = editing ? layerProblems(editing) : {};
  const nameError = submitted ? nameProblem(name, "floorplan.nameRule") : null;

  const setLayer = (i: number, l: FloorLayer) => setLayers((ls) => ls.map((x, j) => (j === i ? l : x)));
  const startAdd = () => {
    const v = view();
    if (!v) return;
    const layer = newLayer(t("floorplan.defaultLayerName", { n: layers.length + 1 }), v);
    setLayers((ls) => [...ls, layer]);
    setLayerMode({ index: layers.length, mode: "add", backup: null });
    setShowLayerErrors(false);
  };
  const cancelLayer = () => {
    if (!layerMode) return;
    const { index, backup } = layerMode;
    // Cancelling an added layer removes it; cancelling an edit restores the layer.
    setLayers((ls) => (backup ? ls.map((x, j) => (j === index ? backup : x)) : ls.filter((_, j) => j !== index)));
    setLayerMode(null);
  };
  const doneLayer = () => {
    if (Object.keys(problems).length) return setShowLayerErrors(true);
    setLayerMode(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (layerMode) return setFormError(t("floorplan.layer.finishFirst"));
    if (nameProblem(name, "floorplan.nameRule")) return;
    const body = { name: name.trim(), zoom, ...(center ? { center } : {}), layers };
    try {
      const saved =
        mode === "add" || !plan ? await create.mutateAsync(body) : await update.mutateAsync({ planId: plan.id, body });
      toast.success(t("floorplan.saved"));
      onSaved(saved);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  return (
    <form
      className={s.panel}
      onSubmit={submit}
      noValidate
      aria-label={t(mode === "add" ? "floorplan.addTitle" : "floorplan.edit")}
    >
      <h3 className={s.panelTitle}>
        {mode === "add" ? t("floorplan.addTitle") : t("floorplan.editTitle", { name: plan?.name ?? "" })}
      </h3>
      <TextField
        label={t("floorplan.name")}
        value={name}
        maxLength={100}
        error={nameError ? t(nameError) : null}
        onChange={setName}
      />
      <div className={s.row}>
        <Button
          variant="secondary"
          onClick={() => {
            const v = view();
            if (v) {
              setCenter(v.center);
              setZoom(v.zoom);
            }
          }}
        >
          {t("floorplan.useView")}
        </Button>
        {center ? (
          <span className={s.muted}>
            {t("floorplan.viewNote", {
              latitude: center.latitude.toFixed(5),
              longitude: center.longitude.toFixed(5),
              zoom,
            })}
          </span>
        ) : null}
      </div>
      <h4 className={s.panelTitle}>{t("floorplan.layers")}</h4>
      {layers.length === 0 ? <p className={s.muted}>{t("floorplan.noLayers")}</p> : null}
      <ul className={s.list}>
        {layers.map((l, i) =>
          layerMode?.index === i ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: layers have no id; their place in the list is who they are.
            <li key={`edit-${i}`}>
              <LayerForm
                layer={l}
                onChange={(next) => setLayer(i, next)}
                problems={problems}
                showErrors={showLayerErrors}
                onFit={() => {
                  const v = view();
                  if (v) setLayer(i, { ...l, bounds: v.bounds, center: v.center, zoom: v.zoom });
                }}
                onDone={doneLayer}
                onCancel={cancelLayer}
              />
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: layers have no id; their place in the list is who they are.
            <li key={i} className={s.item}>
              <span className={s.itemName}>{l.name}</span>
              <span className={s.muted}>{t("floorplan.layer.summary", { opacity: l.opacity ?? 100 })}</span>
              <Button
                variant="link"
                disabled={!!layerMode}
                aria-label={t("floorplan.editLayer", { name: l.name })}
                onClick={() => {
                  setLayerMode({ index: i, mode: "edit", backup: l });
                  setShowLayerErrors(false);
                }}
              >
                {t("floorplan.editShort")}
              </Button>
              <Button
                variant="link"
                disabled={!!layerMode}
                aria-label={t("floorplan.removeLayer", { name: l.name })}
                onClick={() => setLayers((ls) => ls.filter((_, j) => j !== i))}
              >
                {t("floorplan.removeShort")}
              </Button>
            </li>
          ),
        )}
      </ul>
      <div className={s.row}>
        <Button variant="secondary" onClick={startAdd} disabled={!!layerMode || layers.length >= 20}>
          {t("floorplan.addLayer")}
        </Button>
      </div>
      <FormError error={formError} />
      <div className={s.row}>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {t("floorplan.save")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("floorplan.cancel")}
        </Button>
      </div>
    </form>
  );
}
