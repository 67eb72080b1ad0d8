import { zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import { useState } from "react";
import { useBusiness } from "../../data/businesses";
import { type Checkin, useCheckinStock, useCheckins, useCounterStatus, useRemoveCheckin } from "../../data/checkios";
import { useBusinessToday } from "../../data/exports";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { RowAction } from "../../ui/RowAction";
import { TextField } from "../../ui/TextField";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { usePaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./checkios.css";
import { checkioMessages } from "./i18n";
import { checkioEditorPath, checkioExportPath, checkioSearchPath, supplierReportPath } from "./paths";

/** Props of {@link CheckioList}. */
export interface CheckioListProps {
  businessId: number;
  className?: string;
}

type StockRow = Record<string, string | number>;

/** The stock (data and columns) and the counter status of a day of one counter. */
function CheckioDetail({ businessId, checkin }: { businessId: number; checkin: Checkin }) {
  const { t, locale } = usePortico();
  const today = useBusinessToday(businessId);
  const timeZone = useBusiness(businessId).data?.profile.timeZone ?? "Asia/Taipei";
  const [day, setDay] = useState(today);
  const stock = useCheckinStock(businessId, checkin.id);
  const startTs = zonedDayStart(day, timeZone);
  const status = useCounterStatus(businessId, checkin.id, startTs, zonedDayEnd(day, timeZone));
  const stockPaging = usePaging(String(checkin.id));
  const statusPaging = usePaging(`${checkin.id}-${day}`);
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeStyle: "short", timeZone });
  const stockColumns: DataTableColumn<StockRow>[] = (stock.data?.columns ?? []).map((c) => ({
    key: c.key,
    header: t(`checkios.stock.${c.key}`, { defaultValue: c.key }),
    cell: (r) => (c.type === "number" ? Number(r[c.key] ?? 0).toLocaleString(LOCALE_TAGS[locale]) : r[c.key]),
  }));
  type Counter = NonNullable<typeof status.data>["counters"][number];
  const statusColumns: DataTableColumn<Counter>[] = [
    { key: "counter", header: t("checkios.status.counter"), cell: (c) => c.counter || "-" },
    { key: "checkin", header: t("checkios.mode.checkin"), cell: (c) => c.checkin },
    { key: "pickup", header: t("checkios.mode.pickup"), cell: (c) => c.pickup },
    { key: "checkout", header: t("checkios.mode.checkout"), cell: (c) => c.checkout },
    { key: "last", header: t("checkios.status.last"), cell: (c) => time.format(new Date(c.lastTs * 1000)) },
  ];
  return (
    <div className={s.page} data-testid="checkio-detail">
      <section className={s.section} aria-label={t("checkios.stock.title", { name: checkin.name })}>
        <h3 className={s.legend}>{t("checkios.stock.title", { name: checkin.name })}</h3>
        <DataTable
          caption={t("checkios.stock.title", { name: checkin.name })}
          {...stockPaging.whole({ ...stock, data: stock.data?.data })}
          columns={stockColumns}
          getRowKey={(r) => String(r.sku)}
          emptyText={t("checkios.stock.empty")}
        />
      </section>
      <section className={s.section} aria-label={t("checkios.status.title")}>
        <h3 className={s.legend}>{t("checkios.status.title")}</h3>
        <div className={s.filters}>
          <TextField
            label={t("checkios.status.day")}
            type="date"
            max={today}
            value={day}
            onChange={(v) => v && setDay(v)}
          />
        </div>
        {status.data ? (
          <p className={s.totals} role="status">
            <span>{t("checkios.status.total.checkin", { count: status.data.totals.checkin })}</span>
            <span>{t("checkios.status.total.pickup", { count: status.data.totals.pickup })}</span>
            <span>{t("checkios.status.total.checkout", { count: status.data.totals.checkout })}</span>
          </p>
        ) : null}
        <DataTable
          caption={t("checkios.status.title")}
          {...statusPaging.whole({ ...status, data: status.data?.counters })}
          columns={statusColumns}
          getRowKey={(c) => c.counter}
          emptyText={t("checkios.status.empty")}
        />
      </section>
    </div>
  );
}

/**
 * /apps/checkios: the business's check-in/out counters, 100 a page. A counter's row opens its stock and counter
 * status; add and edit open the editor; export, search and the supplier report have their own screens.
 * @example <CheckioList businessId={bid} />
 */
export function CheckioList({ businessId, className }: CheckioListProps) {
  useAreaMessages(checkioMessages);
  const { t, navigate, locale } = usePortico();
  const paging = usePaging("", 100);
  const list = useCheckins(businessId, paging.startIndex, paging.size);
  const remove = useRemoveCheckin(businessId);
  const [shown, setShown] = useState<Checkin | null>(null);
  const removal = useConfirmedRemove<Checkin>({
    message: (c) => t("checkios.removeConfirm", { name: c.name }),
    remove: async (c) => {
      await remove.mutateAsync(c.id);
      if (shown?.id === c.id) setShown(null);
    },
    done: t("checkios.toast.removed"),
  });
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium" });
  const columns: DataTableColumn<Checkin>[] = [
    { key: "name", header: t("checkios.col.name"), cell: (c) => c.name },
    { key: "prefix", header: t("checkios.col.codePrefix"), cell: (c) => c.codePrefix || "-" },
    {
      key: "requireCode",
      header: t("checkios.col.requireCode"),
      cell: (c) => (c.requireCode ? t("checkios.yes") : t("checkios.no")),
    },
    { key: "suppliers", header: t("checkios.col.suppliers"), cell: (c) => Object.keys(c.suppliers).length },
    { key: "updated", header: t("checkios.col.updated"), cell: (c) => date.format(new Date(c.updatedTs * 1000)) },
    {
      key: "actions",
      header: <span className={s.muted}>{t("checkios.col.actions")}</span>,
      cell: (c) => (
        <span className={s.actions}>
          <RowAction
            icon="preview"
            onClick={() => setShown(c)}
            label={t("checkios.stockOf", { name: c.name })}
            tooltip={t("checkios.stock")}
          />
          <WriteControl businessId={businessId} verb="put" hide>
            <RowAction
              icon="edit"
              onClick={() => navigate(checkioEditorPath(businessId, c.id))}
              label={t("checkios.editOf", { name: c.name })}
              tooltip={t("checkios.edit")}
            />
          </WriteControl>
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void removal.ask(c)}
              label={t("checkios.removeOf", { name: c.name })}
              tooltip={t("checkios.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("checkios.list.title")}</h2>
        <Button variant="secondary" onClick={() => navigate(checkioExportPath(businessId))}>
          {t("checkios.export")}
        </Button>
        <Button variant="secondary" onClick={() => navigate(checkioSearchPath(businessId, shown?.id))}>
          {t("checkios.search")}
        </Button>
        <Button variant="secondary" onClick={() => navigate(supplierReportPath(businessId, shown?.id))}>
          {t("checkios.supplierReport")}
        </Button>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => navigate(checkioEditorPath(businessId, 0))}>{t("checkios.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("checkios.list.title")}
        {...paging.table}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={columns}
        getRowKey={(c) => c.id}
        onRowClick={(c) => setShown(c)}
        emptyText={t("checkios.list.empty")}
      />
      {shown ? <CheckioDetail key={shown.id} businessId={businessId} checkin={shown} /> : null}
      {removal.element}
    </PorticoRoot>
  );
}
