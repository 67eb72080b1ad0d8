import type { ActivitySummary } from "../../data/activities";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import type { DataTableColumn } from "../../ui/DataTable";
import { RowAction } from "../../ui/RowAction";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./activityList.css";

/** What the activity list's columns need from the list. */
export interface ActivityColumnOptions {
  highlight?: number | undefined;
  businessId: number;
  /** The caller may change activities: the row opens the editor as 'Edit', else as 'View'. */
  canEdit: boolean;
  onEdit(a: ActivitySummary): void;
  onDuplicate(a: ActivitySummary): void;
  onRemove(a: ActivitySummary): void;
}

/** The columns of the activity list: name, mode (legacy ones 'Deprecated'), modules, updated, actions. */
export function useActivityColumns(o: ActivityColumnOptions): DataTableColumn<ActivitySummary>[] {
  const { t, locale } = usePortico();
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const nameOf = (a: ActivitySummary) => a.name ?? `#${a.id}`;
  return [
    {
      key: "name",
      header: t("activities.col.name"),
      cell: (a) =>
        a.id === o.highlight ? (
          <span className={s.current} aria-current="true">
            {nameOf(a)}
          </span>
        ) : (
          nameOf(a)
        ),
    },
    {
      key: "mode",
      header: t("activities.col.mode"),
      cell: (a) =>
        (a.mode ?? "modules") === "modules" ? (
          <span className={s.badge}>{t("activities.mode.modules")}</span>
        ) : (
          <span className={s.badgeLegacy}>{t("activities.mode.legacy")}</span>
        ),
    },
    { key: "modules", header: t("activities.col.modules"), cell: (a) => a.moduleCount ?? "" },
    {
      key: "updated",
      header: t("activities.col.updated"),
      cell: (a) => (a.updatedTs ? date.format(new Date(a.updatedTs * 1000)) : ""),
    },
    {
      key: "actions",
      header: <span className={s.muted}>{t("activities.col.actions")}</span>,
      cell: (a) => (
        <span className={s.actions}>
          <RowAction
            icon="edit"
            onClick={() => o.onEdit(a)}
            label={t(o.canEdit ? "activities.editOf" : "activities.viewOf", { name: nameOf(a) })}
            tooltip={t(o.canEdit ? "activities.edit" : "activities.view")}
          />
          <WriteControl businessId={o.businessId} verb="post" hide>
            <RowAction
              icon="duplicate"
              onClick={() => o.onDuplicate(a)}
              label={t("activities.duplicateOf", { name: nameOf(a) })}
              tooltip={t("activities.duplicate")}
            />
          </WriteControl>
          <WriteControl businessId={o.businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => o.onRemove(a)}
              label={t("activities.removeOf", { name: nameOf(a) })}
              tooltip={t("activities.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];
}
