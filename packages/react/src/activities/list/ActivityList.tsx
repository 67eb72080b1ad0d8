import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { businessMessages } from "../../business";
import {
  type ActivitySummary,
  invalidateBusinessActivities,
  useBusinessActivities,
  useDuplicateActivity,
  useRemoveActivity,
} from "../../data/activities";
import { useBusiness } from "../../data/businesses";
import { activityAddBlocker } from "../../data/businessSelection";
import { useCan } from "../../data/useCan";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useEnvSettings } from "../../provider/useEnvSettings";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { DataTable } from "../../ui/DataTable";
import { Alert } from "../../ui/Form";
import { DEFAULT_PAGE_SIZE } from "../../ui/pageSizes";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { useViewState } from "../../ui/useViewState";
import { WriteControl } from "../../ui/WriteControl";
import { ActivityAddButton } from "./ActivityAddButton";
import * as s from "./activityList.css";
import { activityPaths } from "./activityPaths";
import { activityListMessages } from "./i18n";
import { removeErrorText } from "./removeErrorText";
import { useActivityColumns } from "./useActivityColumns";

/** The list's view state, kept in the route's query string by the host (part 1 section 2). */
export interface ActivityListState {
  /** Name filter (case-insensitive, part of the name). */
  activityName?: string;
  /** The activity to highlight (for example the one just edited). */
  activityId?: number;
  /** Only activities of this mode: `modules` or `legacy`. */
  type?: string;
  /** 1-based page. */
  page?: number;
}

/** Props of {@link ActivityList}. */
export interface ActivityListProps {
  businessId: number;
  /** Event mode: the selected project; only its activities are shown (0 or none: 'All Items'). */
  appId?: number;
  /** leftMenuType; default from the environment settings. */
  menuType?: string;
  /** View state (kept in the route's query string); controlled when given, the widget's own otherwise. */
  state?: ActivityListState;
  /** Called with the whole next state when the user filters or pages. */
  onStateChange?(next: ActivityListState): void;
  /** With zero activities the user goes to the first-activity wizard; default navigates to its route. */
  onEmpty?(): void;
  className?: string;
}

/**
 * /activities: a business's activities (captive-portal campaigns), newest update first, 20 a page, with a
 * name filter, edit, duplicate (' Copy'), remove (with its confirm), add and the wizard. Zero activities send
 * the user to the first-activity wizard.
 * @example <ActivityList businessId={bid} state={state} onStateChange={setState} />
 */
export function ActivityList(props: ActivityListProps) {
  const { businessId, appId, onEmpty, className } = props;
  // activityAddBlocker answers with the business catalogue's texts (select a business / a project first).
  useAreaMessages(businessMessages);
  useAreaMessages(activityListMessages);
  const { t, navigate } = usePortico();
  const toast = useToast();
  const queryClient = useQueryClient();
  const env = useEnvSettings();
  const menuType = props.menuType ?? env.data?.leftMenuType;
  const project = appId && appId > 0 ? appId : undefined;
  const activities = useBusinessActivities(businessId, project);
  const _business = useBusiness(businessId);
  const duplicate = useDuplicateActivity(businessId);
  const remove = useRemoveActivity(businessId);
  const { confirm, element: confirmElement } = useConfirm();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const paths = activityPaths(businessId, project);
  const [state, setState] = useViewState<ActivityListState>(props.state, props.onStateChange, {});

  // Only a fresh answer counts: a cached empty list may be refetching after the wizard made the first one.
  const empty = businessId > 0 && activities.data?.length === 0 && !activities.isFetching;
  useEffect(() => {
    if (!empty) return;
    if (onEmpty) onEmpty();
    else navigate(paths.wizard);
  }, [empty, onEmpty, navigate, paths.wizard]);

  const filter = state.activityName ?? "";
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (activities.data ?? []).filter(
      (a) =>
        (!needle || (a.name ?? "").toLowerCase().includes(needle)) &&
        (state.type !== "modules" && state.type !== "legacy" ? true : (a.mode ?? "modules") === state.type),
    );
  }, [activities.data, filter, state.type]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const page = Math.min(Math.max(0, (state.page ?? 1) - 1), pages - 1);

  const askRemove = async (a: ActivitySummary) => {
    if (!(await confirm({ message: t("Do you really want to delete this activity?"), danger: true }))) return;
    try {
      await remove.mutateAsync(a.id);
      toast.success(t("activities.toast.remove"));
    } catch (err) {
      toast.error(t("Remove-Activity-Error-Msg", { message: removeErrorText(t, err) }));
    }
  };
  const copy = async (a: ActivitySummary) => {
    try {
      await duplicate.mutateAsync(a.id);
      toast.success(t("activities.toast.add"));
    } catch (err) {
      toast.error(err);
    }
  };
  const canEdit = useCan(businessId, "put");
  const columns = useActivityColumns({
    highlight: state.activityId,
    businessId,
    canEdit,
    onEdit: (a) => navigate(paths.editor(a.id, a.mode)),
    onDuplicate: (a) => void copy(a),
    onRemove: (a) => void askRemove(a),
  });

  if (!(businessId > 0)) {
    return (
      <PorticoRoot className={cx(s.page, className)}>
        <h2 className={s.title}>{t("activities.list.title")}</h2>
        <Alert tone="warning">{t("intro-global-step-business")}</Alert>
      </PorticoRoot>
    );
  }

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("activities.list.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button variant="secondary" onClick={() => navigate(paths.wizard)}>
            {t("activities.list.wizard")}
          </Button>
        </WriteControl>
        <ActivityAddButton
          businessId={businessId}
          blocker={activityAddBlocker({ businessId, eventMode: menuType === "event", appId: project ?? 0 })}
          appId={project}
          onAdded={(a) => navigate(paths.editor(a.id, "modules"))}
        />
      </div>
      <div className={s.filter}>
        <TextField
          className={s.filterField}
          label={t("activities.list.filter")}
          type="search"
          value={filter}
          onChange={(v) => setState({ activityName: v || undefined, page: undefined })}
        />
        {filter ? (
          <Button variant="link" onClick={() => setState({ activityName: undefined, page: undefined })}>
            {t("activities.list.filterClear")}
          </Button>
        ) : null}
      </div>
      {activities.error ? (
        <Alert tone="danger" title={t("Error")}>
          <p>{t("Cannot load activity list in current business!")}</p>
          <p className={s.muted}>{errorMessage(t, activities.error)}</p>
          <Button variant="secondary" onClick={() => void invalidateBusinessActivities(queryClient, businessId)}>
            {t("Retry")}
          </Button>
        </Alert>
      ) : (
        <DataTable
          caption={t("activities.list.caption")}
          columns={columns}
          rows={activities.data ? shown.slice(page * pageSize, (page + 1) * pageSize) : undefined}
          total={shown.length}
          page={page}
          pageSize={pageSize}
          onPageChange={(p) => setState({ page: p > 0 ? p + 1 : undefined })}
          onPageSizeChange={(n) => {
            setPageSize(n);
            setState({ page: undefined });
          }}
          getRowKey={(a) => a.id}
          loading={activities.isFetching}
          emptyText={filter ? t("activities.list.noMatch") : t("activities.list.empty")}
        />
      )}
      {confirmElement}
    </PorticoRoot>
  );
}
