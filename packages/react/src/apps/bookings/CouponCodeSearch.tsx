import { useEffect, useState } from "react";
import { type CouponCode, useBooking, useCouponCodeSearch, useResetCouponCode } from "../../data/bookings";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { RowAction } from "../../ui/RowAction";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { usePaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { bookingListPath } from "./BookingList";
import * as s from "./bookings.css";
import { bookingMessages } from "./i18n";

/** Props of {@link CouponCodeSearch}. */
export interface CouponCodeSearchProps {
  businessId: number;
  bookingId: number;
  className?: string;
}

/**
 * /apps/bookings/:bkid/search: finds a booking's coupon codes by the start of the code (up to 20) with the coupon
 * and when each was redeemed; reset (after a confirm) sets a redeemed code's redeemedTs back to 0.
 * @example <CouponCodeSearch businessId={bid} bookingId={bkid} />
 */
export function CouponCodeSearch({ businessId, bookingId, className }: CouponCodeSearchProps) {
  useAreaMessages(bookingMessages);
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const booking = useBooking(businessId, bookingId);
  const [text, setText] = useState("");
  const [code, setCode] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setCode(text.trim()), 300);
    return () => clearTimeout(id);
  }, [text]);
  const hits = useCouponCodeSearch(businessId, bookingId, code);
  const reset = useResetCouponCode(businessId);
  const { confirm, element } = useConfirm();
  const paging = usePaging(code);
  const coupons = booking.data?.config?.coupons ?? [];

  const ask = async (c: CouponCode) => {
    if (!(await confirm({ message: t("search.resetConfirm", { code: c.code }) }))) return;
    try {
      await reset.mutateAsync({ bookingId, codeId: c.id });
      await hits.refetch();
      toast.success(t("search.toast.reset"));
    } catch (err) {
      toast.error(err);
    }
  };
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<CouponCode>[] = [
    { key: "code", header: t("codes.col.code"), cell: (c) => <code>{c.code}</code> },
    {
      key: "coupon",
      header: t("coupons.col.name"),
      cell: (c) => coupons.find((x) => x.id === c.couponId)?.name ?? c.couponId,
    },
    {
      key: "redeemed",
      header: t("codes.col.redeemed"),
      cell: (c) => (c.redeemedTs > 0 ? dateFormat.format(new Date(c.redeemedTs * 1000)) : t("codes.notRedeemed")),
    },
    {
      key: "actions",
      header: <span className={s.muted}>{t("codes.col.actions")}</span>,
      cell: (c) =>
        c.redeemedTs > 0 ? (
          <WriteControl businessId={businessId} verb="post" hide>
            <RowAction
              icon="upgrade"
              onClick={() => void ask(c)}
              label={t("search.resetOf", { code: c.code })}
              tooltip={t("search.reset")}
            />
          </WriteControl>
        ) : null,
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("search.title", { name: booking.data?.name ?? "" })}</h2>
        <Button variant="secondary" onClick={() => navigate(bookingListPath(businessId))}>
          {t("search.back")}
        </Button>
      </div>
      <TextField
        label={t("search.code")}
        type="search"
        maxLength={60}
        value={text}
        onChange={setText}
        hint={t("search.hint")}
      />
      {code ? (
        <DataTable
          caption={t("search.title", { name: booking.data?.name ?? "" })}
          {...paging.whole(hits)}
          columns={columns}
          getRowKey={(c) => c.id}
          emptyText={t("search.empty")}
        />
      ) : null}
      {element}
    </PorticoRoot>
  );
}
