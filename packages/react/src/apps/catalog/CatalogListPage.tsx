import type { ReactNode } from "react";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { RowAction } from "../../ui/RowAction";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { type PagingState, useViewPaging, type WholeListQuery } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./catalog.css";
import { catalogMessages } from "./i18n";

/** Props of the catalogue's list pages (products, one-page bookings, payments, vouchers, WiFi grants). */
export interface CatalogListPageProps<T extends { id: number; name: string }> {
  businessId: number;
  title: string;
  empty: string;
  query: WholeListQuery<T>;
  columns: DataTableColumn<T>[];
  /** The add button's text and action; none when the list has no add. */
  add?: { label: string; onClick(): void };
  /** Opens an item's editor; none when the list has no editor. */
  onEdit?(item: T): void;
  removeConfirm(item: T): string;
  remove(item: T): Promise<unknown>;
  state?: PagingState;
  onStateChange?(next: PagingState): void;
  /** More buttons beside the add button. */
  tools?: ReactNode;
  /** More row actions before edit and remove. */
  rowActions?(item: T): ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A catalogue list: title, add, a paged table (loading, empty, error states), edit and remove-with-confirm. */
export function CatalogListPage<T extends { id: number; name: string }>(props: CatalogListPageProps<T>) {
  const { businessId, onEdit } = props;
  useAreaMessages(catalogMessages);
  const { t } = usePortico();
  const paging = useViewPaging(props.state, props.onStateChange);
  const removal = useConfirmedRemove<T>({
    message: props.removeConfirm,
    remove: props.remove,
    done: t("catalog.removed"),
  });
  const columns: DataTableColumn<T>[] = [
    ...props.columns,
    {
      key: "actions",
      header: <span className={s.muted}>{t("catalog.col.actions")}</span>,
      cell: (x) => (
        <span className={s.actions}>
          {props.rowActions?.(x)}
          {onEdit ? (
            <WriteControl businessId={businessId} verb="put" hide>
              <RowAction
                icon="edit"
                onClick={() => onEdit(x)}
                label={t("catalog.editOf", { name: x.name })}
                tooltip={t("catalog.edit")}
              />
            </WriteControl>
          ) : null}
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void removal.ask(x)}
              label={t("catalog.removeOf", { name: x.name })}
              tooltip={t("catalog.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];
  return (
    <PorticoRoot className={cx(s.page, props.className)}>
      <div className={s.head}>
        <h2 className={s.title}>{props.title}</h2>
        {props.tools}
        {props.add ? (
          <WriteControl businessId={businessId} verb="post">
            <Button onClick={props.add.onClick}>{props.add.label}</Button>
          </WriteControl>
        ) : null}
      </div>
      <DataTable
        caption={props.title}
        {...paging.whole(props.query)}
        columns={columns}
        getRowKey={(x) => x.id}
        emptyText={props.empty}
      />
      {props.children}
      {removal.element}
    </PorticoRoot>
  );
}
