import { usePlans } from "../data/plans";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import * as s from "./business.css";
import { businessMessages } from "./i18n";

/** Props of {@link PricingPlanDialog}. */
export interface PricingPlanDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The pricing list of the services in points per day; 'No Pricing Information.' when it is empty or fails.
 * @example <PricingPlanDialog open={open} onOpenChange={setOpen} />
 */
export function PricingPlanDialog({ open, onOpenChange }: PricingPlanDialogProps) {
  useAreaMessages(businessMessages);
  const { t } = usePortico();
  const plans = usePlans(open);
  let body: React.ReactNode;
  if (plans.isPending && !plans.error) body = <p role="status">{t("Loading")}</p>;
  else if (plans.error || !plans.data?.length) body = <p className={s.muted}>{t("No Pricing Information.")}</p>;
  else
    body = (
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: "start" }}>
              {t("pricing.service")}
            </th>
            <th scope="col" style={{ textAlign: "end" }}>
              {t("pricing.pointsPerDay")}
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.data.map((p) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td style={{ textAlign: "end" }}>{p.pointsPerDay}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("pricing.title")}
      actions={<Button onClick={() => onOpenChange(false)}>{t("Close")}</Button>}
    >
      {body}
    </Dialog>
  );
}
