import type { CheckinRecord } from "../../data/checkios";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";

/** Props of {@link RecordsTable}. */
export interface RecordsTableProps {
  rows: CheckinRecord[] | undefined;
  total: number;
  paging: { page: number; pageSize: number; onPageChange(page: number): void; onPageSizeChange?(n: number): void };
  loading?: boolean;
  error?: unknown;
  onRetry?(): void;
}

/** A page of a counter's records (order number, kind, guest, code, supplier, departure, counter, time). */
export function RecordsTable({ rows, total, paging, loading, error, onRetry }: RecordsTableProps) {
  const { t, locale } = usePortico();
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "short", timeStyle: "short" });
  const columns: DataTableColumn<CheckinRecord>[] = [
    { key: "orderNo", header: t("checkios.rec.orderNo"), cell: (r) => r.orderNo },
    { key: "kind", header: t("checkios.rec.kind"), cell: (r) => t(`checkios.mode.${r.kind}`) },
    { key: "name", header: t("checkios.rec.name"), cell: (r) => r.name },
    { key: "phone", header: t("checkios.rec.phone"), cell: (r) => r.phone },
    { key: "code", header: t("checkios.rec.code"), cell: (r) => r.code },
    { key: "supplier", header: t("checkios.rec.supplier"), cell: (r) => r.supplierId ?? "-" },
    { key: "departure", header: t("checkios.rec.departure"), cell: (r) => r.departureDate ?? "-" },
    { key: "counter", header: t("checkios.rec.counter"), cell: (r) => r.counter || "-" },
    { key: "ts", header: t("checkios.rec.time"), cell: (r) => time.format(new Date(r.ts * 1000)) },
  ];
  return (
    <DataTable
      caption={t("checkios.rec.title")}
      {...paging}
      rows={rows}
      total={total}
      loading={loading}
      error={error}
      onRetry={onRetry}
      columns={columns}
      getRowKey={(r) => r.id}
      emptyText={t("checkios.rec.empty")}
    />
  );
}
