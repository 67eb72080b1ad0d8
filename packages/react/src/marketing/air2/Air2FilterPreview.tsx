import { useAir2FilterPreview } from "../../data/air2";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import * as s from "./air2.css";

type Row = { i: number; r: Record<string, unknown> };

/** The filter preview: up to 100 rows of the source that pass the saved filters, and how many pass in all. */
export function Air2FilterPreview({ businessId, campaignId }: { businessId: number; campaignId: number }) {
  const { t } = usePortico();
  const preview = useAir2FilterPreview(businessId, campaignId, true);
  const rows = preview.data?.recipients.map((r, i): Row => ({ i, r }));
  const keys = [...new Set((rows ?? []).flatMap((x) => Object.keys(x.r)))];
  const columns: DataTableColumn<Row>[] = keys.map((k) => ({
    key: k,
    header: k,
    cell: ({ r }) => (r[k] === null || r[k] === undefined ? "" : String(r[k])),
  }));
  return (
    <div className={s.scroll}>
      <p className={s.muted}>
        {t("air2.preview.total", { total: preview.data?.total ?? 0, shown: rows?.length ?? 0 })}
      </p>
      <DataTable
        caption={t("air2.preview.title")}
        columns={columns}
        rows={rows}
        total={rows?.length ?? 0}
        page={0}
        pageSize={100}
        onPageChange={() => {}}
        getRowKey={(x) => x.i}
        loading={preview.isFetching}
        error={preview.error}
        onRetry={() => void preview.refetch()}
        emptyText={t("air2.preview.empty")}
      />
    </div>
  );
}
