import { BOOKING_RESULT_PAGE_SIZE } from "@portico/sdk/rules";
import { type CouponRedemption, useBookingsReport, useCouponRedemptions } from "../../data/bookingOrders";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { SelectField } from "../../ui/SelectField";
import { useViewState } from "../../ui/useViewState";
import { orderMessages } from "./i18n";
import * as s from "./orders.css";

/** The view state of {@link CouponReport}: the booking and page. */
export interface CouponReportState {
  bookingId?: number;
  /** 0-based. @default 0 */
  page?: number;
}

/** Props of {@link CouponReport}. */
export interface CouponReportProps {
  businessId: number;
  state?: CouponReportState;
  onStateChange?(next: CouponReportState): void;
  className?: string;
}

/**
 * /reports/coupon: coupon redemptions per booking and coupon (orders that used its codes, the discount they got,
 * the last use), newest first, 20 a page; optionally one booking's.
 * @example <CouponReport businessId={bid} />
 */
export function CouponReport({ businessId, className, ...view }: CouponReportProps) {
  useAreaMessages(orderMessages);
  const { t, locale } = usePortico();
  const [state, setState] = useViewState<CouponReportState, CouponReportState & { page: number }>(
    view.state,
    view.onStateChange,
    { page: 0 },
  );
  const report = useBookingsReport(businessId);
  const rows = useCouponRedemptions(businessId, state.bookingId, state.page * BOOKING_RESULT_PAGE_SIZE);
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<CouponRedemption>[] = [
    { key: "booking", header: t("orders.col.booking"), cell: (r) => r.bookingName || `#${r.campaignId}` },
    { key: "coupon", header: t("orders.coupons.coupon"), cell: (r) => r.couponName || r.couponId },
    { key: "redemptions", header: t("orders.coupons.redemptions"), cell: (r) => r.redemptions },
    { key: "discount", header: t("orders.coupons.discount"), cell: (r) => r.discount },
    { key: "last", header: t("orders.coupons.lastUsed"), cell: (r) => format.format(new Date(r.lastTs * 1000)) },
  ];
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("orders.coupons.title")}</h2>
      </div>
      <div className={s.filters}>
        <SelectField
          label={t("orders.report.booking")}
          options={[
            { value: "", label: t("orders.report.allBookings") },
            ...(report.data?.bookings ?? []).map((b) => ({
              value: String(b.campaignId),
              label: b.name || `#${b.campaignId}`,
            })),
          ]}
          value={state.bookingId ? String(state.bookingId) : ""}
          onChange={(v) => setState({ bookingId: v ? Number(v) : undefined, page: 0 })}
        />
      </div>
      <div className={s.scroll}>
        <DataTable
          caption={t("orders.coupons.caption")}
          columns={columns}
          rows={rows.data?.hits}
          total={rows.data?.total ?? 0}
          page={state.page}
          pageSize={BOOKING_RESULT_PAGE_SIZE}
          onPageChange={(page) => setState({ page })}
          getRowKey={(r) => `${r.campaignId}-${r.couponId}`}
          loading={rows.isFetching}
          error={rows.error}
          onRetry={() => void rows.refetch()}
          emptyText={t("orders.coupons.empty")}
        />
      </div>
    </PorticoRoot>
  );
}
