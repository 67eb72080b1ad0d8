import type { OrderStatus } from "@portico/sdk/rules";
import type { BookingResult } from "../../data/bookingOrders";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import * as s from "./orders.css";

/** Props of {@link BookingResultDetails}. */
export interface BookingResultDetailsProps {
  /** The order shown; null closes the dialog. */
  order: BookingResult | null;
  bookingName?: string | undefined;
  /** The status to show (the last one the server answered for this order). */
  status?: OrderStatus | undefined;
  onClose(): void;
}

/** The details dialog of one booking result: every field of the order, times in the viewer's locale. */
export function BookingResultDetails({ order, bookingName, status, onClose }: BookingResultDetailsProps) {
  const { t, locale } = usePortico();
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const time = (ts: number | null) => (ts ? format.format(new Date(ts * 1000)) : "—");
  const rows: [string, string | number][] = order
    ? [
        [t("orders.field.merchantOrderNo"), order.merchantOrderNo],
        [t("orders.col.booking"), bookingName || `#${order.campaignId}`],
        [t("orders.col.status"), t(`orders.status.${status ?? order.status}`)],
        [t("orders.field.guestName"), order.guest.name],
        [t("orders.field.guestEmail"), order.guest.email || "—"],
        [t("orders.field.guestPhone"), order.guest.phone || "—"],
        [t("orders.field.departureDate"), order.departureDate],
        [t("orders.field.arrivalDate"), order.arrivalDate],
        [t("orders.col.amount"), order.amount],
        [t("orders.col.days"), order.days],
        [t("orders.col.total"), order.total],
        [t("orders.col.amt"), order.amt],
        [t("orders.field.couponCode"), order.couponCode ?? "—"],
        [t("orders.field.pickupMethod"), order.pickupMethod ?? "—"],
        [t("orders.field.returnMethod"), order.returnMethod ?? "—"],
        [t("orders.field.formCreateTs"), time(order.formCreateTs)],
        [t("orders.field.formCompleteTs"), time(order.formCompleteTs)],
        [t("orders.field.PayTs"), time(order.PayTs)],
        ...(order.paymentError ? [[t("orders.field.paymentError"), order.paymentError] as [string, string]] : []),
      ]
    : [];
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={order ? t("orders.detailsOf", { no: order.merchantOrderNo }) : ""}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t("orders.close")}
        </Button>
      }
    >
      <dl className={s.details}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: "contents" }}>
            <dt className={s.term}>{k}</dt>
            <dd className={s.value}>{v}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
