import { ALL_ITEMS_APP_ID } from "../data/businessSelection";
import { useProjects } from "../data/projects";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import { businessMessages } from "./i18n";
import { SwitcherMenu } from "./SwitcherMenu";

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
  const loading = isPending && businessId > 0;
  return (
    <SwitcherMenu
      triggerText={loading ? t("Loading") : current.name}
      triggerLabel={`${t("project.switcher.label")}: ${current.name}`}
      disabled={loading}
      heading={t("project.switcher.label")}
      items={items.map((p) => ({ value: p.appId, label: p.name }))}
      value={current.appId}
      onSwitch={onSwitch}
      {...(onCreate ? { add: { label: t("project.add"), onSelect: onCreate } } : {})}
    />
  );
}
