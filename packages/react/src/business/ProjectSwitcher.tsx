import { DropdownMenu } from "radix-ui";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot, useScopedRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import * as s from "./business.css";
import { businessMessages } from "./i18n";
import { ALL_ITEMS_APP_ID } from "./selection";
import { useProjects } from "./useProjects";

/** Props of {@link ProjectSwitcher}. */
export interface ProjectSwitcherProps {
  businessId: number;
  /** The current project; 0 is the virtual 'All Items'. */
  projectId: number;
  onSwitch(appId: number): void;
  /** Shows an 'Add project' item that calls this. */
  onCreate?(): void;
}

/**
 * The event-mode project menu: 'All Items' (appId 0) first, then the business's projects, newest first.
 * @example <ProjectSwitcher businessId={bid} projectId={appId} onSwitch={setAppId} />
 */
export function ProjectSwitcher({ businessId, projectId, onSwitch, onCreate }: ProjectSwitcherProps) {
  useAreaMessages(businessMessages);
  const { t } = usePortico();
  const scoped = useScopedRoot();
  const { data, error, isPending, refetch } = useProjects(businessId);
  if (error) {
    return (
      <Alert tone="danger" title={t("Error")}>
        <Button variant="secondary" onClick={() => refetch()}>
          {t("Retry")}
        </Button>
      </Alert>
    );
  }
  const items = [{ appId: ALL_ITEMS_APP_ID, name: t("All Items") }, ...(data ?? [])];
  const current = items.find((p) => p.appId === projectId) ?? items[0]!;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cx(scoped.className, s.trigger)}
        style={scoped.style}
        disabled={isPending && businessId > 0}
        aria-label={`${t("project.switcher.label")}: ${current.name}`}
      >
        <span className={s.triggerText}>{isPending && businessId > 0 ? t("Loading") : current.name}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <PorticoRoot>
          <DropdownMenu.Content className={s.menu} align="start" sideOffset={4}>
            <DropdownMenu.Label className={s.muted}>{t("project.switcher.label")}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={String(current.appId)} onValueChange={(v) => onSwitch(Number(v))}>
              {items.map((p) => (
                <DropdownMenu.RadioItem key={p.appId} value={String(p.appId)} className={s.menuItem}>
                  <span className={s.check} aria-hidden="true">
                    <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                  </span>
                  {p.name}
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
                  {t("project.add")}
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </PorticoRoot>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
