import { useWebhookDeliveries, type WebhookDelivery } from "../../data/webhooks";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import * as s from "./webhooks.css";

/** The delivery log: newest first, server paged, times in the business's time zone. */
export function WebhookDeliveryLog(props: {
  businessId: number;
  timeZone: string;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
}) {
  const { t } = usePortico();
  const { page, pageSize } = props;
  const q = useWebhookDeliveries(props.businessId, page * pageSize, pageSize);
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      key: "time",
      header: t("webhooks.col.time"),
      cell: (d) => new Date(d.createdTs * 1000).toLocaleString(undefined, { timeZone: props.timeZone }),
    },
    { key: "event", header: t("webhooks.col.event"), cell: (d) => <span className={s.mono}>{d.type}</span> },
    { key: "status", header: t("webhooks.col.status"), cell: (d) => t(`webhooks.status.${d.status}`) },
    { key: "attempts", header: t("webhooks.col.attempts"), cell: (d) => d.attempts },
    {
      key: "response",
      header: t("webhooks.col.response"),
      cell: (d) => d.error ?? (d.responseStatus === null ? "" : String(d.responseStatus)),
    },
  ];
  return (
    <section className={s.section} aria-labelledby="webhook-log">
      <div className={s.actions}>
        <h2 id="webhook-log" className={s.sectionTitle}>
          {t("webhooks.log")}
        </h2>
        <Button variant="secondary" onClick={() => void q.refetch()} loading={q.isFetching}>
          {t("webhooks.log.refresh")}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={q.data?.deliveries}
        total={q.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={(p) => props.onPage(p, pageSize)}
        onPageSizeChange={(n) => props.onPage(0, n)}
        getRowKey={(d) => String(d.id)}
        loading={q.isFetching}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyText={t("webhooks.log.empty")}
      />
    </section>
  );
}
