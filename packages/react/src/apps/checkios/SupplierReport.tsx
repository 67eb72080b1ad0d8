import { useState } from "react";
import { type CheckinRecord, useCheckin, useCheckinResults, useSupplierReportLink } from "../../data/checkios";
import { useBusinessToday } from "../../data/exports";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { FormError } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { usePaging } from "../../ui/usePaging";
import { CheckinPicker } from "./CheckinPicker";
import * as s from "./checkios.css";
import { checkioMessages } from "./i18n";
import { RecordsTable } from "./RecordsTable";
import { CheckioRangeFields, useCheckioRange } from "./rangeFields";

/** Props of {@link SupplierReport}. */
export interface SupplierReportProps {
  businessId: number;
  /** Preselects a counter (the route's optional cid). */
  checkinId?: number;
  className?: string;
}

/**
 * /apps/checkios/supreport: a supplier's check-ins of a counter in a range (the check-in range rule), and the
 * supplier report link: the supplier's report address with from, to, cs and an access token.
 * @example <SupplierReport businessId={bid} checkinId={3} />
 */
export function SupplierReport({ businessId, checkinId, className }: SupplierReportProps) {
  useAreaMessages(checkioMessages);
  const { t } = usePortico();
  const today = useBusinessToday(businessId);
  const [cid, setCid] = useState(checkinId ?? 0);
  const checkin = useCheckin(businessId, cid);
  const suppliers = Object.entries(checkin.data?.suppliers ?? {});
  const [picked, setPicked] = useState("");
  const supplierId = suppliers.some(([id]) => id === picked) ? picked : (suppliers[0]?.[0] ?? "");
  const supplier = suppliers.find(([id]) => id === supplierId)?.[1];
  const range = useCheckioRange(today);
  const results = useCheckinResults();
  const link = useSupplierReportLink();
  const [rows, setRows] = useState<CheckinRecord[] | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const paging = usePaging(`${cid}-${supplierId}-${range.range.from}-${range.range.to}`);

  const show = async () => {
    setError(null);
    setUrl(null);
    try {
      const r = await results.mutateAsync({ checkinId: cid, mode: "checkin", supplierId, ...range.range });
      setRows(r.rows);
      if (supplier?.wmsReportUrl) setUrl((await link.mutateAsync({ checkinId: cid, supplierId, ...range.range })).url);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("checkios.supplier.title")}</h2>
      </div>
      <section className={s.section} aria-label={t("checkios.supplier.title")}>
        <div className={s.filters}>
          <CheckinPicker
            businessId={businessId}
            value={cid}
            onChange={(id) => {
              setCid(id);
              setRows(null);
              setUrl(null);
            }}
          />
          <SelectField
            label={t("checkios.field.supplier")}
            value={supplierId}
            onChange={(id) => {
              setPicked(id);
              setRows(null);
              setUrl(null);
            }}
            options={
              suppliers.length
                ? suppliers.map(([id, x]) => ({ value: id, label: x.name }))
                : [{ value: "", label: t("checkios.supplier.none") }]
            }
          />
          <CheckioRangeFields today={today} state={range} />
        </div>
        {supplier ? (
          <p className={s.muted}>
            {supplier.email ? `${supplier.email} · ` : ""}
            {supplier.wmsReportUrl ? t("checkios.supplier.hasReport") : t("checkios.supplier.noReport")}
          </p>
        ) : null}
        <div className={s.actions}>
          <Button
            onClick={() => void show()}
            disabled={!cid || !supplierId}
            loading={results.isPending || link.isPending}
          >
            {t("checkios.export.show")}
          </Button>
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" data-testid="supplier-report-link">
              {t("checkios.supplier.open")}
            </a>
          ) : null}
        </div>
        <FormError error={error} />
      </section>
      {rows ? <RecordsTable rows={paging.slice(rows)} total={rows.length} paging={paging.table} /> : null}
    </PorticoRoot>
  );
}
