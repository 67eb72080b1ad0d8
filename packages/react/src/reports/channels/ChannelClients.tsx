import { formatBandwidth, usageParts } from "@portico/sdk/rules";
import { type DayRange, useChannelClients } from "../../data/channels";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { ExportButton } from "../../ui/ExportButton";
import { usePaging } from "../../ui/usePaging";
import * as s from "./channels.css";

type Client = NonNullable<ReturnType<typeof useChannelClients>["data"]>["clients"][number];

/** Usage as days and hh:mm:ss (specification part 3, section 9). */
export function useUsageText() {
  const { t } = usePortico();
  return (seconds: number) => {
    const u = usageParts(seconds);
    return t("channels.usage", { count: u.days, clock: u.clock });
  };
}

/** The guest clients of the range: sessions, usage as days and hh:mm:ss, bandwidth in K, M, G; server paged. */
export function ChannelClients(props: { businessId: number; range: DayRange; timeZone: string }) {
  const { t } = usePortico();
  const usage = useUsageText();
  // A new range starts again at the first page.
  const paging = usePaging(JSON.stringify(props.range));
  const q = useChannelClients(props.businessId, props.range, paging.startIndex, paging.size);
  const columns: DataTableColumn<Client>[] = [
    { key: "mac", header: t("channels.col.client"), cell: (c) => c.mac },
    { key: "sessions", header: t("channels.sessions"), cell: (c) => c.sessions },
    { key: "usage", header: t("channels.col.usage"), cell: (c) => usage(c.usageSeconds) },
    { key: "tx", header: t("channels.col.sent"), cell: (c) => formatBandwidth(c.txBytes) },
    { key: "rx", header: t("channels.col.received"), cell: (c) => formatBandwidth(c.rxBytes) },
    {
      key: "last",
      header: t("channels.col.lastSeen"),
      cell: (c) => new Date(c.lastTs * 1000).toLocaleString(undefined, { timeZone: props.timeZone }),
    },
  ];
  return (
    <section className={s.section} aria-labelledby="channels-clients">
      <h2 id="channels-clients" className={s.sectionTitle}>
        {t("channels.clients")}
      </h2>
      <ExportButton
        businessId={props.businessId}
        kind="clients"
        label={t("channels.export.clients")}
        from={props.range.from}
        to={props.range.to}
      />
      <DataTable
        columns={columns}
        rows={q.data?.clients}
        total={q.data?.total ?? 0}
        {...paging.table}
        getRowKey={(c) => c.mac}
        loading={q.isFetching}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyText={t("channels.clients.empty")}
      />
    </section>
  );
}
