import { useState } from "react";
import type { ContactSourceRow, SourceColumn } from "../../data/contactSources";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import * as s from "./sources.css";

/** Props of {@link SourceRowsTable}. */
export interface SourceRowsTableProps {
  columns: readonly SourceColumn[];
  rows: ContactSourceRow[] | undefined;
  total: number;
  /** Server paging; without it the rows are one page. */
  page?: number;
  pageSize?: number;
  onPageChange?(page: number): void;
  loading?: boolean;
  error?: unknown;
  onRetry?(): void;
  emptyText?: string;
}

/** A source's rows as a table, one column per source column; datetimes in the viewer's locale. */
export function SourceRowsTable(props: SourceRowsTableProps) {
  const { t, locale } = usePortico();
  const [own, setOwn] = useState(0);
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<{ i: number; row: ContactSourceRow }>[] = props.columns.map((c) => ({
    key: c.name,
    header: c.name,
    cell: ({ row }) => {
      const v = row[c.name];
      if (v === undefined || v === null) return "";
      return c.dataType === "datetime" && typeof v === "number" ? format.format(new Date(v * 1000)) : String(v);
    },
  }));
  const start = (props.page ?? 0) * (props.pageSize ?? 10);
  return (
    <div className={s.scroll}>
      <DataTable
        caption={t("sources.rows")}
        columns={columns}
        rows={props.rows?.map((row, i) => ({ i: start + i, row }))}
        total={props.total}
        page={props.page ?? own}
        pageSize={props.pageSize ?? Math.max(props.total, 1)}
        onPageChange={props.onPageChange ?? setOwn}
        getRowKey={(r) => r.i}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        emptyText={props.emptyText ?? t("sources.rows.empty")}
      />
    </div>
  );
}
