import type { FloorPlan } from "../../data/floorPlans";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { SelectField } from "../../ui/SelectField";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./floorPlan.css";

/** Props of {@link PlanToolbar}. */
export interface PlanToolbarProps {
  businessId: number;
  plans: FloorPlan[] | undefined;
  plan: FloorPlan | undefined;
  mode: "view" | "edit" | "add";
  onChoose(planId: number): void;
  onAdd(): void;
  onEdit(): void;
  onRemove(): void;
}

/** The plan chooser with add, edit and remove (plan mode view); disabled while a plan is being edited or added. */
export function PlanToolbar({ businessId, plans, plan, mode, onChoose, onAdd, onEdit, onRemove }: PlanToolbarProps) {
  const { t } = usePortico();
  const busy = mode !== "view";
  return (
    <div className={s.toolbar}>
      {plans && plans.length > 0 ? (
        <SelectField
          className={s.grow}
          label={t("floorplan.plan")}
          options={plans.map((p) => ({ value: String(p.id), label: p.name }))}
          value={plan ? String(plan.id) : undefined}
          disabled={busy}
          onChange={(v) => onChoose(Number(v))}
        />
      ) : (
        <p className={s.grow}>{plans ? t("floorplan.noPlans") : null}</p>
      )}
      <WriteControl businessId={businessId} verb="post">
        <Button onClick={onAdd} disabled={busy || !plans}>
          {t("floorplan.add")}
        </Button>
      </WriteControl>
      <WriteControl businessId={businessId} verb="put">
        <Button variant="secondary" onClick={onEdit} disabled={busy || !plan}>
          {t("floorplan.edit")}
        </Button>
      </WriteControl>
      <WriteControl businessId={businessId} verb="delete">
        <Button variant="danger" onClick={onRemove} disabled={busy || !plan}>
          {t("floorplan.remove")}
        </Button>
      </WriteControl>
    </div>
  );
}
