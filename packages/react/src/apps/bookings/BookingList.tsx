import { useState } from "react";
import {
  type Booking,
  type BookingConfigBody,
  useBookings,
  useCreateBooking,
  useDuplicateBooking,
  useRemoveBooking,
  useSaveBookingConfig,
} from "../../data/bookings";
import { useCan } from "../../data/useCan";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
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
import { type PagingState, useViewPaging } from "../../ui/usePaging";
import { WriteControl } from "../../ui/WriteControl";
import { BookingEditor } from "./BookingEditor";
import * as s from "./bookings.css";
import { bookingMessages } from "./i18n";

/** The bookings list in the console. */
export const bookingListPath = (businessId: number) => `/businesses/${businessId}/apps/bookings`;
/** A booking's coupons in the console. */
export const couponListPath = (businessId: number, bookingId: number) =>
  `/businesses/${businessId}/apps/bookings/${bookingId}/coupon`;
/** A booking's coupon-code search in the console. */
export const couponSearchPath = (businessId: number, bookingId: number) =>
  `/businesses/${businessId}/apps/bookings/${bookingId}/search`;
/** A coupon's codes in the console. */
export const couponCodesPath = (businessId: number, bookingId: number, couponId: string) =>
  `/businesses/${businessId}/apps/bookings/${bookingId}/coupon/${encodeURIComponent(couponId)}/codes`;

/** Props of {@link BookingList}. */
export interface BookingListProps {
  businessId: number;
  /** View state (the page); controlled when given, the list's own otherwise. */
  state?: PagingState;
  onStateChange?(next: PagingState): void;
  className?: string;
}

/** The raw config JSON dialog: shows the config; a writer may edit and save it (the server checks it). */
function RawConfigDialog(props: { businessId: number; booking: Booking | null; onClose(): void }) {
  const { businessId, booking, onClose } = props;
  const { t } = usePortico();
  const toast = useToast();
  const canWrite = useCan(businessId, "put");
  const save = useSaveBookingConfig(businessId);
  const [text, setText] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  if (!booking) return null;
  const value = text ?? JSON.stringify(booking.config ?? {}, null, 2);
  const close = () => {
    setText(null);
    setFormError(null);
    onClose();
  };
  const submit = async () => {
    let config: BookingConfigBody;
    try {
      config = JSON.parse(value) as BookingConfigBody;
    } catch {
      setFormError(t("bookings.raw.invalid"));
      return;
    }
    try {
      await save.mutateAsync({ id: booking.id, config });
      toast.success(t("bookings.toast.saved"));
      close();
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };
  return (
    <FormDialog
      open
      onClose={close}
      title={t("bookings.rawOf", { name: booking.name })}
      formError={formError}
      onSubmit={() => void submit()}
      submitLabel={t("bookings.save")}
      hideSubmit={!canWrite}
      cancelLabel={canWrite ? undefined : t("bookings.close")}
      busy={save.isPending}
      dirty={text !== null}
    >
      <textarea
        className={s.code}
        aria-label={t("bookings.raw")}
        spellCheck={false}
        readOnly={!canWrite}
        value={value}
        onChange={(e) => setText(e.target.value)}
      />
    </FormDialog>
  );
}

/**
 * /apps/bookings: the booking forms of a business with their version and coupon count. Add asks for a name and
 * opens the new booking's full-screen editor; each row opens the editor, the raw config JSON, its coupons and the
 * coupon-code search, duplicates it (" Copy") or deletes it after a confirm. Read-only sub-accounts see no write
 * controls (the JSON dialog is read-only for them).
 * @example <BookingList businessId={bid} />
 */
export function BookingList(props: BookingListProps) {
  const { businessId, className } = props;
  useAreaMessages(bookingMessages);
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const bookings = useBookings(businessId);
  const create = useCreateBooking(businessId);
  const duplicate = useDuplicateBooking(businessId);
  const remove = useRemoveBooking(businessId);
  const removal = useConfirmedRemove<Booking>({
    message: (x) => t("bookings.removeConfirm", { name: x.name }),
    remove: (x) => remove.mutateAsync(x.id),
    done: t("bookings.toast.remove"),
  });
  const paging = useViewPaging(props.state, props.onStateChange);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Booking | null>(null);
  const [raw, setRaw] = useState<Booking | null>(null);
  const { client } = usePortico();

  // The list has no configs: the editor and the JSON dialog load the booking first.
  const open = async (x: Booking, then: (b: Booking) => void) => {
    try {
      then((await client.GET("/v3/bookings/{bookingId}", { params: { path: { bookingId: x.id } } })).data);
    } catch (err) {
      toast.error(err);
    }
  };
  const add = async () => {
    if (!name.trim()) return;
    try {
      const made = await create.mutateAsync({ name: name.trim() });
      setAdding(false);
      setName("");
      setEditing(made);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };
  const copy = async (x: Booking) => {
    try {
      const made = await duplicate.mutateAsync(x.id);
      toast.success(t("bookings.toast.duplicated", { name: made.name }));
    } catch (err) {
      toast.error(err);
    }
  };

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const columns: DataTableColumn<Booking>[] = [
    { key: "name", header: t("bookings.col.name"), cell: (x) => x.name },
    { key: "version", header: t("bookings.col.version"), cell: (x) => x.version ?? "" },
    { key: "coupons", header: t("bookings.col.coupons"), cell: (x) => String(x.couponCount ?? 0) },
    { key: "updated", header: t("bookings.col.updated"), cell: (x) => dateFormat.format(new Date(x.updatedTs * 1000)) },
    {
      key: "actions",
      header: <span className={s.muted}>{t("bookings.col.actions")}</span>,
      cell: (x) => (
        <span className={s.actions}>
          <WriteControl businessId={businessId} verb="put" hide>
            <RowAction
              icon="edit"
              onClick={() => void open(x, setEditing)}
              label={t("bookings.editOf", { name: x.name })}
              tooltip={t("bookings.edit")}
            />
          </WriteControl>
          <RowAction
            icon="preview"
            onClick={() => void open(x, setRaw)}
            label={t("bookings.rawOf", { name: x.name })}
            tooltip={t("bookings.raw")}
          />
          <RowAction
            icon="tableCard"
            onClick={() => navigate(couponListPath(businessId, x.id))}
            label={t("bookings.couponsOf", { name: x.name })}
            tooltip={t("bookings.coupons")}
          />
          <RowAction
            icon="statistics"
            onClick={() => navigate(couponSearchPath(businessId, x.id))}
            label={t("bookings.searchOf", { name: x.name })}
            tooltip={t("bookings.search")}
          />
          <WriteControl businessId={businessId} verb="post" hide>
            <RowAction
              icon="duplicate"
              onClick={() => void copy(x)}
              label={t("bookings.duplicateOf", { name: x.name })}
              tooltip={t("bookings.duplicate")}
            />
          </WriteControl>
          <WriteControl businessId={businessId} verb="delete" hide>
            <RowAction
              icon="remove"
              variant="danger"
              onClick={() => void removal.ask(x)}
              label={t("bookings.removeOf", { name: x.name })}
              tooltip={t("bookings.remove")}
            />
          </WriteControl>
        </span>
      ),
    },
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("bookings.list.title")}</h2>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => setAdding(true)}>{t("bookings.add")}</Button>
        </WriteControl>
      </div>
      <DataTable
        caption={t("bookings.list.title")}
        {...paging.whole(bookings)}
        columns={columns}
        getRowKey={(x) => x.id}
        emptyText={t("bookings.list.empty")}
      />
      <FormDialog
        open={adding}
        onClose={() => {
          setAdding(false);
          setFormError(null);
        }}
        title={t("bookings.add")}
        formError={formError}
        onSubmit={() => void add()}
        submitLabel={t("bookings.create")}
        busy={create.isPending}
        submitDisabled={!name.trim()}
      >
        <TextField label={t("bookings.field.name")} required maxLength={100} value={name} onChange={setName} />
      </FormDialog>
      <BookingEditor businessId={businessId} booking={editing} onClose={() => setEditing(null)} />
      <RawConfigDialog businessId={businessId} booking={raw} onClose={() => setRaw(null)} />
      {removal.element}
    </PorticoRoot>
  );
}
