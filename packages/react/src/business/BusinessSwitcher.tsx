import { DropdownMenu } from "radix-ui";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot, useScopedRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import * as s from "./business.css";
import { businessMessages } from "./i18n";
import { useBusinesses } from "./useBusinesses";

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
 * A Radix dropdown: Enter, Space or ArrowDown open it, arrows move, Enter picks, Escape closes.
 * @example <BusinessSwitcher businessId={bid} onSwitch={(b) => navigate(`/business/${b}/activities`)} />
 */
export function BusinessSwitcher({ businessId, onSwitch, onCreate }: BusinessSwitcherProps) {
  useAreaMessages(businessMessages);
  const { t } = usePortico();
  const scoped = useScopedRoot();
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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cx(scoped.className, s.trigger)}
        style={scoped.style}
        disabled={isPending}
        aria-label={current ? t("business.switcher.current", { name: label }) : t("business.switcher.label")}
      >
        <span className={s.triggerText}>{label}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <PorticoRoot>
          <DropdownMenu.Content className={s.menu} align="start" sideOffset={4}>
            <DropdownMenu.Label className={s.muted}>{t("business.switcher.label")}</DropdownMenu.Label>
            {data?.length ? null : <p className={s.muted}>{t("No business info.")}</p>}
            <DropdownMenu.RadioGroup value={String(businessId)} onValueChange={(v) => onSwitch(Number(v))}>
              {data?.map((b) => (
                <DropdownMenu.RadioItem key={b.id} value={String(b.id)} className={s.menuItem}>
                  <span className={s.check} aria-hidden="true">
                    <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                  </span>
                  {b.profile.name || t("Unnamed")}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            {onCreate ? (
              <>
                <DropdownMenu.Separator className={s.menuSeparator} />
                <DropdownMenu.Item className={s.menuItem} onSelect={() => onCreate()}>
                  <span className={s.check} aria-hidden="true">
                    +
                  </span>
                  {t("business.switcher.add")}
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </PorticoRoot>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
