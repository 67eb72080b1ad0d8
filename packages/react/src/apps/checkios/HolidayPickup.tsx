import { useState } from "react";
import {
  type Holiday,
  type HolidayImportPreview,
  useConfirmHolidayImport,
  useHolidays,
  usePreviewHolidayImport,
} from "../../data/checkios";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { Dialog } from "../../ui/Dialog";
import { FileField } from "../../ui/FileField";
import { FormError } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import { usePaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./checkios.css";
import { checkioMessages } from "./i18n";

/** Props of {@link HolidayPickup}. */
export interface HolidayPickupProps {
  businessId: number;
  className?: string;
}

type Row = Pick<Holiday, "day" | "name" | "pickup" | "note">;

function HolidayTable({
  rows,
  total,
  paging,
  loading,
  error,
  onRetry,
}: {
  rows: Row[] | undefined;
  total: number;
  paging: { page: number; pageSize: number; onPageChange(n: number): void; onPageSizeChange?(n: number): void };
  loading?: boolean;
  error?: unknown;
  onRetry?(): void;
}) {
  const { t } = usePortico();
  const columns: DataTableColumn<Row>[] = [
    { key: "day", header: t("checkios.holiday.day"), cell: (h) => h.day },
    { key: "name", header: t("checkios.holiday.name"), cell: (h) => h.name },
    {
      key: "pickup",
      header: t("checkios.holiday.pickup"),
      cell: (h) => (h.pickup ? t("checkios.holiday.open") : t("checkios.holiday.closed")),
    },
    { key: "note", header: t("checkios.holiday.note"), cell: (h) => h.note || "-" },
  ];
  return (
    <DataTable
      caption={t("checkios.holiday.title")}
      {...paging}
      rows={rows}
      total={total}
      loading={loading}
      error={error}
      onRetry={onRetry}
      columns={columns}
      getRowKey={(h) => h.day}
      emptyText={t("checkios.holiday.empty")}
    />
  );
}

/**
 * /apps/holiday-pickup: the business's holiday pickup settings (whether guests may pick up on a day), with an import
 * of a csv or xlsx file (columns day, name, pickup, note): preview, then confirm (a day imported again is replaced).
 * @example <HolidayPickup businessId={bid} />
 */
export function HolidayPickup({ businessId, className }: HolidayPickupProps) {
  useAreaMessages(checkioMessages);
  const { t } = usePortico();
  const toast = useToast();
  const holidays = useHolidays(businessId);
  const paging = usePaging();
  const previewPaging = usePaging("preview", 10);
  const previewing = usePreviewHolidayImport(businessId);
  const confirming = useConfirmHolidayImport(businessId);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<HolidayImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = previewing.isPending || confirming.isPending;
  const close = () => {
    if (busy) return;
    setOpen(false);
    setFile(null);
    setPreview(null);
    setError(null);
  };
  const runPreview = async () => {
    if (!file) {
      setError(t("checkios.holiday.noFile"));
      return;
    }
    setError(null);
    try {
      setPreview(await previewing.mutateAsync(file));
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };
  const runConfirm = async () => {
    if (!preview) return;
    try {
      const r = await confirming.mutateAsync(preview.uuid);
      toast.success(t("checkios.holiday.imported", { count: r.imported }));
      setPreview(null);
      setFile(null);
      setOpen(false);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("checkios.holiday.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setOpen(true)}>{t("checkios.holiday.import")}</Button>
        </WriteControl>
      </div>
      <HolidayTable
        loading={holidays.isFetching}
        error={holidays.error}
        onRetry={() => void holidays.refetch()}
        paging={paging.table}
        rows={paging.slice(holidays.data)}
        total={holidays.data?.length ?? 0}
      />
      <Dialog
        open={open}
        onOpenChange={(o) => (o ? undefined : close())}
        title={t("checkios.holiday.import")}
        description={t("checkios.holiday.importHint")}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t("Cancel")}
            </Button>
            {preview ? (
              <Button onClick={() => void runConfirm()} disabled={busy || preview.valid === 0}>
                {t("checkios.holiday.confirm", { count: preview.valid })}
              </Button>
            ) : (
              <Button onClick={() => void runPreview()} disabled={busy}>
                {t("checkios.holiday.preview")}
              </Button>
            )}
          </>
        }
      >
        <FormError error={error} />
        <FileField
          className={s.section}
          label={t("checkios.holiday.file")}
          disabled={busy}
          onFile={(f) => {
            setFile(f);
            setPreview(null);
            setError(null);
          }}
        />
        {preview ? (
          <div className={s.page} data-testid="holiday-import-preview">
            <p role="status">{t("checkios.holiday.summary", { total: preview.total, valid: preview.valid })}</p>
            {preview.problems.length ? (
              <ul className={s.problems}>
                {preview.problems.map((p) => (
                  <li key={p.row}>{t("checkios.holiday.problem", { row: p.row, problem: p.problem })}</li>
                ))}
              </ul>
            ) : null}
            <HolidayTable rows={preview.rows} total={preview.rows.length} paging={previewPaging.table} />
          </div>
        ) : null}
      </Dialog>
    </PorticoRoot>
  );
}
