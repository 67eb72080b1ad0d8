import { useState } from "react";
import { type INodeLocationMove, useUpdateINodeLocations } from "../../data/floorPlans";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { FormError } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./floorPlan.css";

/** Props of {@link PendingMoves}. */
export interface PendingMovesProps {
  businessId: number;
  moves: ReadonlyMap<string, INodeLocationMove>;
  onSaved(): void;
  onDiscard(): void;
}

/** The unsaved marker moves and their one batch save (updateINodeLocations); a failure keeps every move. */
export function PendingMoves({ businessId, moves, onSaved, onDiscard }: PendingMovesProps) {
  const { t } = usePortico();
  const toast = useToast();
  const save = useUpdateINodeLocations(businessId);
  const [error, setError] = useState<string | null>(null);
  if (moves.size === 0) return null;
  return (
    <section className={s.pending} aria-label={t("floorplan.saveLocations")}>
      <span aria-live="polite">{t("floorplan.pending", { count: moves.size })}</span>
      <WriteControl businessId={businessId} verb="put">
        <Button
          loading={save.isPending}
          onClick={async () => {
            setError(null);
            try {
              await save.mutateAsync([...moves.values()]);
              toast.success(t("floorplan.locationsSaved"));
              onSaved();
            } catch (err) {
              setError(errorMessage(t, err));
            }
          }}
        >
          {t("floorplan.saveLocations")}
        </Button>
      </WriteControl>
      <Button variant="secondary" onClick={onDiscard} disabled={save.isPending}>
        {t("floorplan.discard")}
      </Button>
      <FormError error={error} />
    </section>
  );
}
