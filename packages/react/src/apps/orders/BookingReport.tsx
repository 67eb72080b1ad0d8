import {
  BOOKING_RESULT_PAGE_SIZE,
  dayKey,
  isOrderCancelable,
  ORDER_STATUSES,
  type OrderStatus,
} from "@portico/sdk/rules";
import { useEffect, useState } from "react";
import {
  type BookingResult,
  useBookingOrderAction,
  useBookingResults,
  useBookingsReport,
} from "../../data/bookingOrders";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { ExportButton } from "../../ui/ExportButton";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { useViewState } from "../../ui/useViewState";
import { WriteControl } from "../../ui/WriteControl";
import { BookingLinkBox } from "./BookingLinkBox";
import { BookingResultDetails } from "./BookingResultDetails";
import { orderMessages } from "./i18n";
import * as s from "./orders.css";

/** The view state of {@link BookingReport}: the booking (the route's optional bkid), filters and page. */
export interface BookingReportState {
  /** The booking whose orders show; none = every booking's. */
  bookingId?: number;
  q?: string;
  status?: OrderStatus;
  /** 0-based. @default 0 */
  page?: number;
}

/** Props of {@link BookingReport}. */
export interface BookingReportProps {
  businessId: number;
  state?: BookingReportState;
  onStateChange?(next: BookingReportState): void;
  className?: string;
}

// The export covers every order since the product began (exports take days; the search has no range).
const EXPORT_FROM = "2016-01-01";

/**
 * /reports/booking: pick a booking (the route's bkid preselects it), filter by text and status, the results 20 a
 * page from the server, a details dialog, cancel and sync (the row shows the status the server answers), export,
 * and the booking's public page link with its QR code.
 * @example <BookingReport businessId={bid} state={{ bookingId: 4 }} />
 */
export function BookingReport({ businessId, className, ...view }: BookingReportProps) {
  useAreaMessages(orderMessages);
  const { t } = usePortico();
  const toast = useToast();
  const { confirm, element: confirmElement } = useConfirm();
  const [state, setState] = useViewState<BookingReportState, BookingReportState & { page: number }>(
    view.state,
    view.onStateChange,
    { page: 0 },
  );
  const [q, setQ] = useState(state.q ?? "");
  useEffect(() => setQ(state.q ?? ""), [state.q]);
  const report = useBookingsReport(businessId);
  const results = useBookingResults(businessId, {
    ...(state.bookingId ? { campaignId: state.bookingId } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.status ? { status: state.status } : {}),
    from: state.page * BOOKING_RESULT_PAGE_SIZE,
  });
  // The status each cancel or sync answered, shown at once (the reload follows).
  const [answered, setAnswered] = useState<Record<string, OrderStatus>>({});
  const [details, setDetails] = useState<BookingResult | null>(null);
  const cancel = useBookingOrderAction(businessId, "cancel");
  const sync = useBookingOrderAction(businessId, "sync");
  const names = new Map((report.data?.bookings ?? []).map((b) => [b.campaignId, b.name]));
  const statusOf = (o: BookingResult) => answered[o.merchantOrderNo] ?? o.status;
  const statusText = (st: OrderStatus) => t(`orders.status.${st}`);

  const act = async (o: BookingResult, action: "cancel" | "sync") => {
    const no = o.merchantOrderNo;
    if (action === "cancel" && !(await confirm({ message: t("orders.cancelConfirm", { no }), danger: true }))) return;
    try {
      const m = action === "cancel" ? cancel : sync;
      const r = await m.mutateAsync({ campaignId: o.campaignId, merchantOrderNo: no });
      setAnswered((a) => ({ ...a, [no]: r.status }));
      toast.success(t("orders.toast.status", { no, status: statusText(r.status) }));
    } catch (err) {
      toast.error(err);
    }
  };

  const columns: DataTableColumn<BookingResult>[] = [
    { key: "no", header: t("orders.col.orderNo"), cell: (o) => o.merchantOrderNo },
    { key: "booking", header: t("orders.col.booking"), cell: (o) => names.get(o.campaignId) || `#${o.campaignId}` },
    { key: "guest", header: t("orders.col.guest"), cell: (o) => o.guest.name },
    { key: "dates", header: t("orders.col.dates"), cell: (o) => `${o.departureDate} – ${o.arrivalDate}` },
    { key: "amount", header: t("orders.col.amount"), cell: (o) => o.amount },
    { key: "total", header: t("orders.col.total"), cell: (o) => o.total },
    {
      key: "status",
      header: t("orders.col.status"),
      cell: (o) => (
        <span className={s.status} data-status={statusOf(o)}>
          {statusText(statusOf(o))}
        </span>
      ),
    },
    {
      key: "actions",
      header: t("orders.col.actions"),
      cell: (o) => (
        <span className={s.actions}>
          <Button
            variant="link"
            aria-label={t("orders.detailsOf", { no: o.merchantOrderNo })}
            onClick={() => setDetails(o)}
          >
            {t("orders.details")}
          </Button>
          <WriteControl businessId={businessId} verb="put" hide>
            <Button
              variant="secondary"
              aria-label={t("orders.syncOf", { no: o.merchantOrderNo })}
              disabled={sync.isPending}
              onClick={() => void act(o, "sync")}
            >
              {t("orders.sync")}
            </Button>
          </WriteControl>
          {isOrderCancelable(statusOf(o)) ? (
            <WriteControl businessId={businessId} verb="put" hide>
              <Button
                variant="danger"
                aria-label={t("orders.cancelOf", { no: o.merchantOrderNo })}
                disabled={cancel.isPending}
                onClick={() => void act(o, "cancel")}
              >
                {t("orders.cancel")}
              </Button>
            </WriteControl>
          ) : null}
        </span>
      ),
    },
  ];

  const bookingOptions = [
    { value: "", label: t("orders.report.allBookings") },
    ...(report.data?.bookings ?? []).map((b) => ({
      value: String(b.campaignId),
      label: `${b.name || `#${b.campaignId}`} (${b.orders})`,
    })),
  ];
  // A bkid that is not in the list yet (no orders, report loading) still shows as picked.
  if (state.bookingId && !bookingOptions.some((o) => o.value === String(state.bookingId)))
    bookingOptions.push({ value: String(state.bookingId), label: `#${state.bookingId}` });

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("orders.report.title")}</h2>
        <ExportButton
          businessId={businessId}
          kind="booking-results"
          from={EXPORT_FROM}
          to={dayKey(new Date())}
          params={state.bookingId ? { campaignId: state.bookingId } : {}}
        />
      </div>
      {report.error ? (
        <Alert tone="danger" title={t("orders.report.loadFailed")}>
          <p>{errorMessage(t, report.error)}</p>
        </Alert>
      ) : null}
      <form
        className={s.filters}
        onSubmit={(e) => {
          e.preventDefault();
          setState({ q: q.trim() || undefined, page: 0 });
        }}
      >
        <SelectField
          label={t("orders.report.booking")}
          options={bookingOptions}
          value={state.bookingId ? String(state.bookingId) : ""}
          onChange={(v) => setState({ bookingId: v ? Number(v) : undefined, page: 0 })}
        />
        <SelectField
          label={t("orders.report.status")}
          options={[
            { value: "", label: t("orders.report.allStatuses") },
            ...ORDER_STATUSES.map((st) => ({ value: st, label: statusText(st) })),
          ]}
          value={state.status ?? ""}
          onChange={(v) => setState({ status: (v || undefined) as OrderStatus | undefined, page: 0 })}
        />
        <TextField
          label={t("orders.report.search")}
          hint={t("orders.report.searchHint")}
          type="search"
          value={q}
          onChange={setQ}
        />
        <Button type="submit" variant="secondary">
          {t("orders.report.search")}
        </Button>
      </form>
      {state.bookingId ? <BookingLinkBox businessId={businessId} bookingId={state.bookingId} /> : null}
      <div className={s.scroll}>
        <DataTable
          caption={t("orders.report.caption")}
          columns={columns}
          rows={results.data?.hits}
          total={results.data?.total ?? 0}
          page={state.page}
          pageSize={BOOKING_RESULT_PAGE_SIZE}
          onPageChange={(page) => setState({ page })}
          getRowKey={(o) => o.id}
          loading={results.isFetching}
          error={results.error}
          onRetry={() => void results.refetch()}
          emptyText={t("orders.report.empty")}
        />
      </div>
      <BookingResultDetails
        order={details}
        bookingName={details ? names.get(details.campaignId) : undefined}
        status={details ? statusOf(details) : undefined}
        onClose={() => setDetails(null)}
      />
      {confirmElement}
    </PorticoRoot>
  );
}
