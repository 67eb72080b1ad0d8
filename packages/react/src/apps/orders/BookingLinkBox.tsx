import { useBookingLink } from "../../data/bookingOrders";
import { usePortico } from "../../provider/context";
import * as s from "./orders.css";

/** Props of {@link BookingLinkBox}. */
export interface BookingLinkBoxProps {
  businessId: number;
  bookingId: number;
}

/** A booking's public page: its short link (from the short-link service) and QR code, for guests. */
export function BookingLinkBox({ businessId, bookingId }: BookingLinkBoxProps) {
  const { t } = usePortico();
  const link = useBookingLink(businessId, bookingId);
  if (link.error) return <p className={s.muted}>{t("orders.report.linkFailed")}</p>;
  if (!link.data) return null;
  return (
    <section className={s.link} aria-label={t("orders.report.link")}>
      <img className={s.qr} src={link.data.qrcode} alt={t("orders.report.qr")} />
      <div>
        <p className={s.muted}>{t("orders.report.link")}</p>
        <a href={link.data.porticoUrl} target="_blank" rel="noreferrer noopener">
          {link.data.porticoUrl}
        </a>
      </div>
    </section>
  );
}
