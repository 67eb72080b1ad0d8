import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { devicesKeys } from "../../data/devicesKeys";
import { type FloorLayer, useFloorPlanMutations, useFloorPlans, usePlanDevices } from "../../data/floorPlans";
import { useCan } from "../../data/useCan";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useLiveEvent } from "../../provider/useLiveEvent";
import { cx } from "../../theme/cx";
import { useScopedRoot } from "../../theme/PorticoRoot";
import { useConfirm } from "../../ui/Confirm";
import { Alert } from "../../ui/Form";
import { moveByKey } from "../../ui/map/moveByKey";
import { useToast } from "../../ui/Toast";
import { useViewState } from "../../ui/useViewState";
import * as s from "./floorPlan.css";
import { floorPlanMessages } from "./i18n";
import { PendingMoves } from "./PendingMoves";
import { PlanDevices } from "./PlanDevices";
import { PlanEditor } from "./PlanEditor";
import { PlanToolbar } from "./PlanToolbar";
import { useFloorPlanLeaflet } from "./useFloorPlanLeaflet";
import { usePlanMarkers } from "./usePlanMarkers";

/** The view state of {@link FloorPlanMap}. */
export interface FloorPlanMapState {
  /** The id of the plan shown; none (or a plan no longer there) = the first plan. */
  planId?: number;
}

/** Props of {@link FloorPlanMap}. */
export interface FloorPlanMapProps {
  businessId: number;
  /** View state (the plan shown); controlled when given, the widget's own otherwise. */
  state?: FloorPlanMapState;
  /** Called with the whole next state when the user picks, adds or removes a plan. */
  onStateChange?(next: FloorPlanMapState): void;
  /** @deprecated Use `state={{ planId }}`. */
  planId?: number;
  /** @deprecated Use `onStateChange` (called with `{ planId }`, `{}` for none). */
  onPlanChange?(planId: number | null): void;
  /** Map height in pixels. @default 600 */
  height?: number;
}

/**
 * Floor plans of a business: plans with image layers (plan and layer modes view, edit, add; opacity; bounds)
 * over the offline basemap, and device markers to drag (or move with the keyboard), saved in one batch.
 * @example <FloorPlanMap businessId={bid} />
 */
export function FloorPlanMap(props: FloorPlanMapProps) {
  const { businessId, planId, height = 600 } = props;
  useAreaMessages(floorPlanMessages);
  const { t } = usePortico();
  const toast = useToast();
  const scoped = useScopedRoot();
  const queryClient = useQueryClient();
  const { confirm, element: confirmElement } = useConfirm();
  const plansQuery = useFloorPlans(businessId);
  const devicesQuery = usePlanDevices(businessId);
  const { remove } = useFloorPlanMutations(businessId);
  // Placing a device on a plan changes its location: not for a caller without put.
  const canMove = useCan(businessId, "put");
  const [view, setView] = useViewState<FloorPlanMapState>(
    props.state ?? (planId === undefined ? undefined : { planId }),
    (next) => {
      props.onStateChange?.(next);
      props.onPlanChange?.(next.planId ?? null);
    },
    {},
  );
  const [mode, setMode] = useState<"view" | "edit" | "add">("view");
  const [preview, setPreview] = useState<FloorLayer[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const el = useRef<HTMLDivElement>(null);

  const plans = plansQuery.data;
  const wanted = view.planId;
  const plan = plans?.find((p) => p.id === wanted) ?? plans?.[0];
  const shownPlanId = mode === "add" ? null : (plan?.id ?? null);
  const { moves, markers, move, clear } = usePlanMarkers(devicesQuery.data, shownPlanId, (d) => d.nickname || d.cuid);
  const { handle, state: mapState } = useFloorPlanLeaflet(el, {
    onMove: (cuid, at) => move(cuid, { planId: shownPlanId, at }),
    onSelect: setSelected,
  });

  const choose = (id: number | null) => {
    setView({ planId: id ?? undefined });
    setSelected(null);
  };

  // Device status changes reach the markers' colours without a reload.
  useLiveEvent(["iNodeOnline", "iNodeOffline", "iNodeStatusChange"], () => {
    void queryClient.invalidateQueries({ queryKey: [...devicesKeys.inodes(businessId), "floorplan"] });
  });

  const planKey = plan ? `${plan.id}:${plan.updatedTs}` : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre when another plan (or a saved one) is shown.
  useEffect(() => {
    if (mapState === "ready" && plan && mode === "view") handle.current?.setView(plan.center, plan.zoom);
  }, [mapState, planKey, mode]);

  // handle is a ref (stable); mapState says when it holds the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw the layers when the plan or the edited ones change.
  useEffect(() => {
    if (mapState === "ready") handle.current?.setLayers(mode === "view" ? (plan?.layers ?? []) : preview);
  }, [mapState, mode, plan, preview]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw the markers when they, the selection or the mode change.
  useEffect(() => {
    if (mapState === "ready") handle.current?.setMarkers(markers, selected, mode === "view");
  }, [mapState, markers, selected, mode]);

  const onPreview = useCallback((layers: FloorLayer[]) => setPreview(layers), []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const m = markers.find((x) => x.cuid === selected);
    const v = handle.current?.view();
    if (!m || !v || mode !== "view") return;
    const at = moveByKey(m.at, e.key, v.zoom, e.shiftKey);
    if (!at) return;
    e.preventDefault();
    move(m.cuid, { planId: shownPlanId, at });
  };

  const removePlan = async () => {
    if (!plan) return;
    if (!(await confirm({ message: t("floorplan.removeConfirm", { name: plan.name }), danger: true }))) return;
    try {
      await remove.mutateAsync(plan.id);
      toast.success(t("floorplan.removed"));
      choose(null);
    } catch (err) {
      toast.error(err);
    }
  };

  const overlay =
    mapState === "failed"
      ? t("floorplan.mapFailed")
      : mapState === "loading" || plansQuery.isPending
        ? t("floorplan.loading")
        : null;

  return (
    <section className={cx(scoped.className, s.wrap)} style={scoped.style} aria-label={t("floorplan.title")}>
      {plansQuery.isError ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, plansQuery.error)}
        </Alert>
      ) : (
        <PlanToolbar
          businessId={businessId}
          plans={plans}
          plan={plan}
          mode={mode}
          onChoose={choose}
          onAdd={() => setMode("add")}
          onEdit={() => setMode("edit")}
          onRemove={removePlan}
        />
      )}
      <div className={s.body}>
        <div className={s.mapBox}>
          <div
            ref={el}
            className={s.mapRoot}
            style={{ height }}
            role="application"
            aria-label={t("floorplan.mapLabel")}
            aria-busy={overlay === t("floorplan.loading") || undefined}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is keyboard-operable (arrow keys move the selected marker).
            tabIndex={0}
            onKeyDown={onKeyDown}
            data-plan-id={shownPlanId ?? undefined}
          />
          {overlay ? (
            <div className={s.overlay} role={mapState === "failed" ? "alert" : "status"}>
              {overlay}
            </div>
          ) : null}
        </div>
        <div className={s.wrap}>
          {mode !== "view" ? (
            <PlanEditor
              key={mode === "add" ? "add" : `edit-${plan?.id}`}
              businessId={businessId}
              mode={mode}
              plan={mode === "edit" ? plan : undefined}
              view={() => handle.current?.view() ?? null}
              onPreview={onPreview}
              onSaved={(saved) => {
                setMode("view");
                choose(saved.id);
              }}
              onCancel={() => setMode("view")}
            />
          ) : null}
          <PendingMoves businessId={businessId} moves={moves} onSaved={clear} onDiscard={clear} />
          <PlanDevices
            devices={devicesQuery.data}
            placed={new Set(markers.map((m) => m.cuid))}
            selected={selected}
            onSelect={(cuid) => {
              setSelected(cuid);
              if (cuid) el.current?.focus();
            }}
            onPlace={(cuid) => {
              move(cuid, { planId: shownPlanId, at: handle.current?.view().center ?? null });
              setSelected(cuid);
            }}
            onUnplace={(cuid) => move(cuid, { planId: null, at: null })}
            disabled={mode !== "view" || !plan || !canMove}
            error={devicesQuery.error ?? undefined}
          />
        </div>
      </div>
      {confirmElement}
    </section>
  );
}
