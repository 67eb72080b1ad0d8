import { useBusinesses } from "../data/businesses";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import * as s from "./business.css";
import { businessMessages } from "./i18n";
import { SwitcherMenu } from "./SwitcherMenu";

/** Props of {@link BusinessSwitcher}. */
export interface BusinessSwitcherProps {
  /** The current business (0 when none is selected). */
  businessId: number;
  onSwitch(bid: number): void;
  /** Shows an 'Add business' item that calls this. */
  onCreate?(): void;
}

/**
 * The business menu: the caller's businesses (the subscriber list for sub-accounts), the current one checked.
 * @example <BusinessSwitcher businessId={bid} onSwitch={(b) => navigate(`/business/${b}/activities`)} />
 */
export function BusinessSwitcher({ businessId, onSwitch, onCreate }: BusinessSwitcherProps) {
  useAreaMessages(businessMessages);
  const { t } = usePortico();
  const { data, error, isPending, refetch } = useBusinesses();

  if (error) {
    return (
      <Alert tone="danger" title={t("Cannot load business list!")}>
        <Button variant="secondary" onClick={() => refetch()}>
          {t("Retry")}
        </Button>
      </Alert>
    );
  }
  const current = data?.find((b) => b.id === businessId);
  const label = isPending
    ? t("Loading")
    : current
      ? current.profile.name || t("Unnamed")
      : data?.length
        ? t("business.switcher.label")
        : t("No business info.");

  return (
    <SwitcherMenu
      triggerText={label}
      triggerLabel={current ? t("business.switcher.current", { name: label }) : t("business.switcher.label")}
      disabled={isPending}
      heading={t("business.switcher.label")}
      empty={<p className={s.muted}>{t("No business info.")}</p>}
      items={(data ?? []).map((b) => ({ value: b.id, label: b.profile.name || t("Unnamed") }))}
      value={businessId}
      onSwitch={onSwitch}
      {...(onCreate ? { add: { label: t("business.switcher.add"), onSelect: onCreate } } : {})}
    />
  );
}
