import { checkCouponDerivation, dayOf, endOfDayTs, startOfDayTs } from "@portico/sdk/rules";
import { useState } from "react";
import { type BookingCouponBody, useBooking, useRemoveCoupon, useSaveBookingConfig } from "../../data/bookings";
import { useBusiness } from "../../data/businesses";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { FormDialog } from "../../ui/FormDialog";
import { RowAction } from "../../ui/RowAction";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { usePaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { bookingListPath, couponCodesPath } from "./BookingList";
import * as s from "./bookings.css";
import { bookingMessages } from "./i18n";

/** Props of {@link CouponList}. */
export interface CouponListProps {
  businessId: number;
  bookingId: number;
  className?: string;
}

interface Draft {
  id: string;
  name: string;
  couponEnabled: boolean;
  start: string;
  expire: string;
  derivation: string;
  redeemedTs?: number;
}

const newCouponId = () => `c${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/**
 * /apps/bookings/:bkid/coupon: a booking's coupons (stored in its config). The editor sets the name, enabled, the
 * start day and the expiry day (23:59:59 of that day in the business's time zone; an empty day is stored as null)
 * and the derivation on the total (checked by the shared evaluator). Each row opens the coupon's codes or deletes
 * it with its codes after a confirm.
 * @example <CouponList businessId={bid} bookingId={bkid} />
 */
export function CouponList({ businessId, bookingId, className }: CouponListProps) {
  useAreaMessages(bookingMessages);
  const { t, navigate } = usePortico();
  const toast = useToast();
  const booking = useBooking(businessId, bookingId);
  const business = useBusiness(businessId);
  const timeZone = business.data?.profile.timeZone ?? "Asia/Taipei";
  const save = useSaveBookingConfig(businessId);
  const remove = useRemoveCoupon(businessId);
  const paging = usePaging();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isNew, setIsNew] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const removal = useConfirmedRemove<BookingCouponBody>({
    message: (c) => t("coupons.removeConfirm", { name: c.name }),
    remove: async (c) => {
      await remove.mutateAsync({ bookingId, couponId: c.id });
      await booking.refetch();
    },
    done: t("coupons.toast.remove"),
  });
  const coupons = booking.data?.config?.coupons ?? [];
  // Reset (part 2 section 4): the coupon's redeemedTs back to 0, after a confirm.
  const resetCoupon = async (c: BookingCouponBody) => {
    if (!booking.data?.config || !(await removal.confirm({ message: t("coupons.resetConfirm", { name: c.name }) })))
      return;
    try {
      const next = coupons.map((x) => (x.id === c.id ? { ...x, redeemedTs: 0 } : x));
      await save.mutateAsync({ id: bookingId, config: { ...booking.data.config, coupons: next } });
      await booking.refetch();
      toast.success(t("coupons.toast.reset"));
    } catch (err) {
      toast.error(err);
    }
  };
  const day = (ts: number | null) => (ts === null ? "" : dayOf(ts, timeZone));

  const edit = (c: BookingCouponBody | null) => {
    setIsNew(c === null);
    setTouched(false);
    setFormError(null);
    setDraft(
      c
        ? {
            id: c.id,
            name: c.name,
            couponEnabled: c.couponEnabled,
            start: day(c.couponStartTs),
            expire: day(c.couponExpireTs),
            derivation: c.derivation,
            ...(c.redeemedTs !== undefined ? { redeemedTs: c.redeemedTs } : {}),
          }
        : { id: newCouponId(), name: "", couponEnabled: true, start: "", expire: "", derivation: "total" },
    );
  };
  const derivationProblem = draft?.derivation.trim() ? checkCouponDerivation(draft.derivation) : { ok: true as const };
  const rangeProblem = draft?.start && draft.expire && draft.start > draft.expire;
  const submit = async () => {
    setTouched(true);
    if (!draft || !booking.data?.config || !draft.name.trim() || !derivationProblem.ok || rangeProblem) return;
    const coupon: BookingCouponBody = {
      id: draft.id,
      name: draft.name.trim(),
      couponEnabled: draft.couponEnabled,
      couponStartTs: draft.start ? startOfDayTs(draft.start, timeZone) : null,
      couponExpireTs: draft.expire ? endOfDayTs(draft.expire, timeZone) : null,
      derivation: draft.derivation.trim(),
      ...(draft.redeemedTs !== undefined ? { redeemedTs: draft.redeemedTs } : {}),
    };
    const next = isNew ? [...coupons, coupon] : coupons.map((c) => (c.id === coupon.id ? coupon : c));
    try {
      await save.mutateAsync({ id: bookingId, config: { ...booking.data.config, coupons: next } });
      await booking.refetch();
      toast.success(t("coupons.toast.saved"));
      setDraft(null);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  const columns: DataTableColumn<BookingCouponBody>[] = [
    { key: "name", header: t("coupons.col.name"), cell: (c) => c.name },
    {
      key: "enabled",
      header: t("coupons.col.enabled"),
      cell: (c) => t(c.couponEnabled ? "coupons.yes" : "coupons.no"),
    },
    { key: "start", header: t("coupons.col.start"), cell: (c) => day(c.couponStartTs) || t("coupons.none") },
    { key: "expire", header: t("coupons.col.expire"), cell: (c) => day(c.couponExpireTs) || t("coupons.none") },
    { key: "derivation", header: t("coupons.col.derivation"), cell: (c) => <code>{c.derivation}</code> },
    {
      key: "actions",
      header: <span className={s.muted}>{t("coupons.col.actions")}</span>,
      cell: (c) => (
        <span className={s.actions}>
          <WriteControl businessId={businessId} verb="put" hide>
            <RowAction
              icon="edit"
              onClick={() => edit(c)}
              label={t("coupons.editOf", { name: c.name })}
              tooltip={t("coupons.edit")}
            />
          </WriteControl>
          {c.redeemedTs ? (
            <WriteControl businessId={businessId} verb="put" hide>
              <RowAction
                icon="upgrade"
                onClick={() => void resetCoupon(c)}
                label={t("coupons.resetOf", { name: c.name })}
                tooltip={t("coupons.reset")}
              />
            </WriteControl>
          ) : null}
          <RowAction
            icon="tableCard"
            onClick={() => navigate(couponCodesPath(businessId, bookingId, c.id))}
            label={t("coupons.codesOf", { name: c.name })}
            tooltip={t("coupons.codes")}
          />
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void removal.ask(c)}
              label={t("coupons.removeOf", { name: c.name })}
              tooltip={t("coupons.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("coupons.list.title", { name: booking.data?.name ?? "" })}</h2>
        <Button variant="secondary" onClick={() => navigate(bookingListPath(businessId))}>
          {t("coupons.back")}
        </Button>
        <WriteControl businessId={businessId} verb="put">
          <Button onClick={() => edit(null)} disabled={!booking.data}>
            {t("coupons.add")}
          </Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("coupons.list.title", { name: booking.data?.name ?? "" })}
        {...paging.whole({ ...booking, data: booking.data ? coupons : undefined })}
        columns={columns}
        getRowKey={(c) => c.id}
        emptyText={t("coupons.list.empty")}
      />
      {draft ? (
        <FormDialog
          open
          onClose={() => setDraft(null)}
          title={isNew ? t("coupons.add") : t("coupons.editOf", { name: draft.name })}
          formError={formError}
          onSubmit={() => void submit()}
          submitLabel={t("coupons.save")}
          busy={save.isPending}
        >
          <TextField
            label={t("coupons.field.name")}
            required
            maxLength={100}
            value={draft.name}
            onChange={(v) => setDraft({ ...draft, name: v })}
            error={touched && !draft.name.trim() ? t("bookings.problem.required") : undefined}
          />
          <label className={s.check}>
            <input
              type="checkbox"
              checked={draft.couponEnabled}
              onChange={(e) => setDraft({ ...draft, couponEnabled: e.target.checked })}
            />
            {t("coupons.field.enabled")}
          </label>
          <TextField
            label={t("coupons.field.start")}
            type="date"
            value={draft.start}
            onChange={(v) => setDraft({ ...draft, start: v })}
          />
          <TextField
            label={t("coupons.field.expire")}
            type="date"
            value={draft.expire}
            onChange={(v) => setDraft({ ...draft, expire: v })}
            error={touched && rangeProblem ? t("bookings.problem.beforeStart") : undefined}
          />
          <TextField
            label={t("coupons.field.derivation")}
            hint={t("coupons.field.derivationHint")}
            maxLength={500}
            value={draft.derivation}
            onChange={(v) => setDraft({ ...draft, derivation: v })}
            error={!derivationProblem.ok ? t(`bookings.problem.${derivationProblem.problem}`) : undefined}
          />
        </FormDialog>
      ) : null}
      {removal.element}
    </PorticoRoot>
  );
}
