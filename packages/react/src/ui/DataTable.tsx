import { type ReactNode, useId } from "react";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import { Button } from "./Button";
import { pageCount, pageRange, pageSizeOptions } from "./pageSizes";
import * as s from "./table.css";

/** One column of a {@link DataTable}. */
export interface DataTableColumn<R> {
  key: string;
  header: ReactNode;
  cell(row: R): ReactNode;
  width?: string;
}

/** Props of {@link DataTable}: the host (or a query hook) owns paging and fetches one page at a time. */
export interface DataTableProps<R> {
  columns: DataTableColumn<R>[];
  /** The rows of the current page; undefined while the first page loads. */
  rows: R[] | undefined;
  /** Row count over all pages, from the server. */
  total: number;
  /** 0-based page. */
  page: number;
  /** Rows per page (20 by default in the spec). */
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange?(pageSize: number): void;
  getRowKey(row: R): string | number;
  /** Makes rows focusable and clickable (Enter or Space activate). */
  onRowClick?(row: R): void;
  loading?: boolean;
  /** A failed load: shows the translated error and a retry button. */
  error?: unknown;
  onRetry?(): void;
  caption?: ReactNode;
  emptyText?: ReactNode;
}

/**
 * A server-paged table with loading, empty and error states and an accessible pager.
 * @example <DataTable columns={cols} rows={data?.items} total={data?.total ?? 0} page={page} pageSize={size}
 *   onPageChange={setPage} onPageSizeChange={setSize} getRowKey={(r) => r.id} loading={isFetching} />
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { t, elementClass } = usePortico();
  const { columns, rows, total, page, pageSize, onPageChange, onPageSizeChange, getRowKey, onRowClick } = props;
  const scoped = useScopedRoot();
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const { from, to } = pageRange(page, pageSize, total);
  const span = columns.length;

  let body: ReactNode;
  if (props.error) {
    body = (
      <tr>
        <td colSpan={span} className={s.stateError} role="alert">
          <p>{errorMessage(t, props.error)}</p>
          {props.onRetry ? (
            <Button variant="secondary" onClick={props.onRetry}>
              {t("Retry")}
            </Button>
          ) : null}
        </td>
      </tr>
    );
  } else if (!rows) {
    body = (
      <tr>
        <td colSpan={span} className={s.state} role="status">
          {t("Loading")}
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={span} className={s.state}>
          {props.emptyText ?? t("table.empty")}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr
        key={getRowKey(row)}
        className={s.row}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        onKeyDown={
          onRowClick
            ? (e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  onRowClick(row);
                }
              }
            : undefined
        }
      >
        {columns.map((c) => (
          <td key={c.key} className={s.td}>
            {c.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={cx(scoped.className, s.wrap, elementClass("table"))} style={scoped.style}>
      <table className={s.table} aria-busy={props.loading || undefined}>
        {props.caption ? <caption className={s.caption}>{props.caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={s.th} style={c.width ? { width: c.width } : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
      <nav className={s.pager} aria-label={t("table.pagination")}>
        {onPageSizeChange ? (
          <label htmlFor={sizeId}>
            {t("table.rowsPerPage")}
            <select
              id={sizeId}
              className={s.select}
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
            >
              {pageSizeOptions(total, pageSize).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <span aria-live="polite">{t("table.range", { from, to, total })}</span>
        <Button
          variant="secondary"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 0}
          aria-label={t("table.previous")}
        >
          ‹
        </Button>
        <Button
          variant="secondary"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages - 1}
          aria-label={t("table.next")}
        >
          ›
        </Button>
      </nav>
    </div>
  );
}
