import { useEffect, useState } from "react";
import { useBusiness } from "../../data/businesses";
import { useConfigGroups, useRemoveConfigGroup } from "../../data/configGroups";
import type { ConfigGroup } from "../../data/configGroupTypes";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { RowAction } from "../../ui/RowAction";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { type PagingState, useViewPaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { ConfigGroupEditDialog } from "./ConfigGroupEditDialog";
import * as s from "./configgroups.css";
import { configGroupMessages } from "./i18n";
import { ScheduleSwitch } from "./ScheduleSwitch";

/** The view state of {@link ConfigGroupList}: its page (0-based) and page size (@default 20). */
export type ConfigGroupListState = PagingState;

/** Props of {@link ConfigGroupList}. */
export interface ConfigGroupListProps {
  /** View state (the page); controlled when given, the list's own otherwise. */
  state?: ConfigGroupListState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: ConfigGroupListState): void;
  businessId: number;
  /** Opens a group's calendar; default navigates to /businesses/{bid}/configgroups/{cgid}/calendar?name=... */
  onOpenCalendar?(configGroup: ConfigGroup): void;
  /** With zero configuration groups the user goes to the first wizard; default navigates to its route. */
  onEmpty?(): void;
  className?: string;
}

/**
 * /configgroups/list: the configuration groups of a business with the iNode groups using them, the schedule
 * switch, the edit dialog, the calendar and removal. Zero groups sends the user to the first wizard.
 * @example <ConfigGroupList businessId={bid} />
 */
export function ConfigGroupList(props: ConfigGroupListProps) {
  const { businessId, onOpenCalendar, onEmpty, className } = props;
  useAreaMessages(configGroupMessages);
  const { t, navigate, locale } = usePortico();
  const groups = useConfigGroups(businessId);
  const _business = useBusiness(businessId);
  const remove = useRemoveConfigGroup(businessId);
  const removal = useConfirmedRemove<ConfigGroup>({
    message: (cg) => t("configgroups.removeConfirm", { name: cg.name }),
    remove: (cg) => remove.mutateAsync(cg.id),
    done: t("configgroups.toast.remove"),
  });
  // Every group comes in one answer: the table pages it here.
  const paging = useViewPaging(props.state, props.onStateChange);
  const [editing, setEditing] = useState<ConfigGroup | "new" | null>(null);
  const base = `/businesses/${businessId}/configgroups`;

  // Only a fresh answer counts: a cached empty list may be refetching after the wizard made the first group.
  const empty = groups.data?.length === 0 && !groups.isFetching;
  useEffect(() => {
    if (!empty) return;
    if (onEmpty) onEmpty();
    else navigate(`${base}/first-config-group`);
  }, [empty, onEmpty, navigate, base]);

  const openCalendar = (cg: ConfigGroup) =>
    onOpenCalendar ? onOpenCalendar(cg) : navigate(`${base}/${cg.id}/calendar?name=${encodeURIComponent(cg.name)}`);

  const askRemove = (cg: ConfigGroup) => removal.ask(cg);

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<ConfigGroup>[] = [
    { key: "name", header: t("configgroups.col.name"), cell: (cg) => cg.name },
    {
      key: "inodeGroups",
      header: t("configgroups.col.inodeGroups"),
      cell: (cg) =>
        cg.inodeGroups.length ? (
          cg.inodeGroups.map((g) => g.name).join(", ")
        ) : (
          <span className={s.muted}>{t("configgroups.none")}</span>
        ),
    },
    { key: "timeZone", header: t("configgroups.col.timeZone"), cell: (cg) => cg.timeZone },
    {
      key: "schedule",
      header: t("configgroups.col.schedule"),
      cell: (cg) => <ScheduleSwitch businessId={businessId} configGroup={cg} />,
    },
    {
      key: "updated",
      header: t("configgroups.col.updated"),
      cell: (cg) => dateFormat.format(new Date(cg.updatedTs * 1000)),
    },
    {
      key: "actions",
      header: <span className={s.muted}>{t("configgroups.col.actions")}</span>,
      cell: (cg) => (
        <span className={s.actions}>
          <RowAction
            icon="calendar"
            onClick={() => openCalendar(cg)}
            label={t("configgroups.calendarOf", { name: cg.name })}
            tooltip={t("configgroups.calendar")}
          />

          <WriteControl businessId={businessId} verb="put" hide>
            <RowAction
              icon="edit"
              onClick={() => setEditing(cg)}
              label={t("configgroups.editOf", { name: cg.name })}
              tooltip={t("configgroups.edit")}
            />
          </WriteControl>
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void askRemove(cg)}
              label={t("configgroups.removeOf", { name: cg.name })}
              tooltip={t("configgroups.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("configgroups.list.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setEditing("new")}>{t("configgroups.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("configgroups.list.caption")}
        {...paging.whole(groups)}
        columns={columns}
        getRowKey={(cg) => cg.id}
        emptyText={t("configgroups.list.empty")}
      />
      <ConfigGroupEditDialog
        businessId={businessId}
        configGroup={editing === "new" || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(o) => {
          if (!o) setEditing(null);
        }}
      />
      {removal.element}
    </PorticoRoot>
  );
}
