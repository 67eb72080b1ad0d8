import { COUPON_PREFIX_PATTERN, DEFAULT_COUPON_CODE_COUNT, MAX_COUPON_CODE_COUNT } from "@portico/sdk/rules";
import { useState } from "react";
import {
  type CouponCode,
  type CouponCodeImportPreview,
  useBooking,
  useConfirmCouponCodeImport,
  useCouponCodes,
  useGenerateCouponCodes,
  usePreviewCouponCodeImport,
} from "../../data/bookings";
import { useBusinessToday } from "../../data/exports";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { ExportButton } from "../../ui/ExportButton";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { usePaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { couponListPath } from "./BookingList";
import * as s from "./bookings.css";
import { bookingMessages } from "./i18n";

/** Props of {@link CouponCodes}. */
export interface CouponCodesProps {
  businessId: number;
  bookingId: number;
  couponId: string;
  className?: string;
}

/**
 * /apps/bookings/:bkid/coupon/:cpid/codes: a coupon's codes, 20 a page, with the count and redeemed count.
 * Generate (10 by default, with a prefix) runs as a server job whose progress shows live; export goes through the
 * export service (a signed link); import reads a csv, text or xlsx file, previews what it adds and asks to confirm.
 * @example <CouponCodes businessId={bid} bookingId={bkid} couponId={cpid} />
 */
export function CouponCodes({ businessId, bookingId, couponId, className }: CouponCodesProps) {
  useAreaMessages(bookingMessages);
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const today = useBusinessToday(businessId);
  const booking = useBooking(businessId, bookingId);
  const coupon = booking.data?.config?.coupons.find((c) => c.id === couponId);
  const paging = usePaging();
  const codes = useCouponCodes(businessId, bookingId, couponId, paging.startIndex, paging.size);
  const gen = useGenerateCouponCodes(businessId, bookingId, couponId);
  const previewImport = usePreviewCouponCodeImport(bookingId, couponId);
  const confirmImport = useConfirmCouponCodeImport(businessId, bookingId, couponId);
  const [generating, setGenerating] = useState(false);
  const [count, setCount] = useState(String(DEFAULT_COUPON_CODE_COUNT));
  const [prefix, setPrefix] = useState("");
  const [importing, setImporting] = useState(false);
  const [preview, setPreview] = useState<CouponCodeImportPreview | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const n = Number(count);
  const countOk = Number.isInteger(n) && n >= 1 && n <= MAX_COUPON_CODE_COUNT;
  const prefixOk = COUPON_PREFIX_PATTERN.test(prefix);
  const generate = () => {
    if (!countOk || !prefixOk) return;
    gen.start({ count: n, ...(prefix ? { prefix } : {}) });
    setGenerating(false);
  };
  const readFile = async (file: File | undefined) => {
    setPreview(null);
    setFormError(null);
    if (!file) return;
    try {
      setPreview(await previewImport.mutateAsync(file));
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };
  const doImport = async () => {
    if (!preview) return;
    try {
      const r = await confirmImport.mutateAsync(preview.uuid);
      toast.success(t("codes.import.done", { count: r.imported }));
      setImporting(false);
      setPreview(null);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const when = (ts: number) => (ts > 0 ? dateFormat.format(new Date(ts * 1000)) : t("codes.notRedeemed"));
  const columns: DataTableColumn<CouponCode>[] = [
    { key: "code", header: t("codes.col.code"), cell: (c) => <code>{c.code}</code> },
    { key: "redeemed", header: t("codes.col.redeemed"), cell: (c) => when(c.redeemedTs) },
    { key: "created", header: t("codes.col.created"), cell: (c) => dateFormat.format(new Date(c.createdTs * 1000)) },
  ];
  const job = gen.job;
  const name = coupon?.name ?? couponId;

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("codes.title", { name })}</h2>
        <Button variant="secondary" onClick={() => navigate(couponListPath(businessId, bookingId))}>
          {t("codes.back")}
        </Button>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setGenerating(true)} disabled={gen.running}>
            {t("codes.generate")}
          </Button>
        </WriteControl>
        <WriteControl businessId={businessId} verb="post">
          <Button variant="secondary" onClick={() => setImporting(true)}>
            {t("codes.import")}
          </Button>
        </WriteControl>
        <ExportButton
          businessId={businessId}
          kind="coupon-codes"
          from={today}
          to={today}
          params={{ bookingId, couponId }}
          label={t("codes.export")}
        />
      </div>
      <p className={s.muted} aria-live="polite">
        {codes.data ? t("codes.count", { count: codes.data.count, redeemed: codes.data.redeemed }) : null}
        {job && gen.running
          ? ` · ${t("codes.generate.progress", { done: job.progress.done, total: job.progress.total })}`
          : null}
        {job?.state === "succeeded" ? ` · ${t("codes.generate.done", { count: job.progress.done })}` : null}
        {job?.state === "failed" || gen.error ? ` · ${t("codes.generate.failed")}` : null}
      </p>
      <DataTable
        caption={t("codes.title", { name })}
        {...paging.table}
        rows={codes.data?.codes}
        total={codes.data?.count ?? 0}
        loading={codes.isFetching}
        error={codes.error}
        onRetry={() => void codes.refetch()}
        columns={columns}
        getRowKey={(c) => c.id}
        emptyText={t("codes.empty")}
      />
      <FormDialog
        open={generating}
        onClose={() => setGenerating(false)}
        title={t("codes.generate")}
        onSubmit={generate}
        submitLabel={t("codes.generate")}
        submitDisabled={!countOk || !prefixOk}
      >
        <TextField
          label={t("codes.generate.count")}
          type="number"
          min={1}
          max={MAX_COUPON_CODE_COUNT}
          value={count}
          onChange={setCount}
          error={countOk ? undefined : t("bookings.problem.atLeastOne")}
        />
        <TextField
          label={t("codes.generate.prefix")}
          maxLength={16}
          value={prefix}
          onChange={setPrefix}
          error={prefixOk ? undefined : t("bookings.problem.badName")}
        />
      </FormDialog>
      <FormDialog
        open={importing}
        onClose={() => {
          setImporting(false);
          setPreview(null);
          setFormError(null);
        }}
        title={t("codes.import")}
        formError={formError}
        onSubmit={() => void doImport()}
        submitLabel={t("codes.import.confirm")}
        submitDisabled={!preview || preview.valid === 0}
        busy={previewImport.isPending || confirmImport.isPending}
      >
        <label className={s.section}>
          {t("codes.import.file")}
          <input
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </label>
        {preview ? (
          <p className={s.muted}>
            {t("codes.import.preview", {
              valid: preview.valid,
              total: preview.total,
              duplicates: preview.duplicates,
              invalid: preview.invalid,
            })}
          </p>
        ) : null}
      </FormDialog>
    </PorticoRoot>
  );
}
