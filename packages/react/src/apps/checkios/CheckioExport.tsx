import { CHECKIO_EXPORT_MODES, type CheckioExportMode } from "@portico/sdk/rules";
import { useState } from "react";
import { type CheckinRecord, useCheckinResults } from "../../data/checkios";
import { useBusinessToday } from "../../data/exports";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { ExportButton } from "../../ui/ExportButton";
import { FormError } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { usePaging } from "../../ui/usePaging";
import { CheckinPicker } from "./CheckinPicker";
import * as s from "./checkios.css";
import { checkioMessages } from "./i18n";
import { RecordsTable } from "./RecordsTable";
import { CheckioRangeFields, useCheckioRange } from "./rangeFields";

/** Props of {@link CheckioExport}. */
export interface CheckioExportProps {
  businessId: number;
  /** Preselects a counter. */
  checkinId?: number;
  className?: string;
}

/**
 * /apps/checkios/export: pick a counter, a mode (checkin, boarding by departure day, pickup, checkout) and a range
 * (corrected automatically: start 2016-01-01 to today, end 0-6 days after it, and the correction is shown); show the
 * results or download them as a file (the export service's signed link).
 * @example <CheckioExport businessId={bid} />
 */
export function CheckioExport({ businessId, checkinId, className }: CheckioExportProps) {
  useAreaMessages(checkioMessages);
  const { t } = usePortico();
  const today = useBusinessToday(businessId);
  const [cid, setCid] = useState(checkinId ?? 0);
  const [mode, setMode] = useState<CheckioExportMode>("checkin");
  const range = useCheckioRange(today);
  const results = useCheckinResults();
  const [rows, setRows] = useState<CheckinRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const paging = usePaging(`${cid}-${mode}-${range.range.from}-${range.range.to}`);

  const show = async () => {
    setError(null);
    try {
      const r = await results.mutateAsync({ checkinId: cid, mode, ...range.range });
      setRows(r.rows);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("checkios.export.title")}</h2>
      </div>
      <section className={s.section} aria-label={t("checkios.export.title")}>
        <div className={s.filters}>
          <CheckinPicker businessId={businessId} value={cid} onChange={setCid} />
          <SelectField
            label={t("checkios.field.mode")}
            value={mode}
            onChange={(m) => {
              setMode(m);
              setRows(null);
            }}
            options={CHECKIO_EXPORT_MODES.map((m) => ({ value: m, label: t(`checkios.mode.${m}`) }))}
          />
          <CheckioRangeFields today={today} state={range} />
        </div>
        <p className={s.muted}>{t(`checkios.mode.hint.${mode}`)}</p>
        <div className={s.actions}>
          <Button variant="secondary" onClick={() => void show()} disabled={!cid} loading={results.isPending}>
            {t("checkios.export.show")}
          </Button>
          <ExportButton
            businessId={businessId}
            kind="checkios"
            from={range.range.from}
            to={range.range.to}
            params={{ checkinId: cid, mode }}
            disabled={!cid}
          />
        </div>
        <FormError error={error} />
      </section>
      {rows ? <RecordsTable rows={paging.slice(rows)} total={rows.length} paging={paging.table} /> : null}
    </PorticoRoot>
  );
}
