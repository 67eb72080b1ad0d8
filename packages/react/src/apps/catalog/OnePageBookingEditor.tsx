import { BOOKING_LANGUAGES } from "@portico/sdk/rules";
import { useState } from "react";
import { type OnePageBooking, onePageBookings, products } from "../../data/catalog";
import { usePortico } from "../../provider/context";
import { RowAction } from "../../ui/RowAction";
import { TextField } from "../../ui/TextField";
import { CatalogEditorFrame } from "./CatalogEditorFrame";
import { CatalogForm, useCatalogSave } from "./CatalogForm";
import * as s from "./catalog.css";
import { catalogPaths } from "./catalogPaths";

/** Props of {@link OnePageBookingEditor}. */
export interface OnePageBookingEditorProps {
  businessId: number;
  /** The one-page booking; 0 = a new one. */
  bookingId: number;
  /** After a save; default navigates back to /businesses/{bid}/apps/opbookings */
  onSaved?(booking: OnePageBooking): void;
  className?: string;
}

/**
 * /apps/opbookings/{bkid}/edit: a one-page booking's name, the languages it is offered in and the products it
 * offers (ticked, in page order, moved up and down). bkid 0 adds a new one.
 * @example <OnePageBookingEditor businessId={bid} bookingId={0} />
 */
export function OnePageBookingEditor({ businessId, bookingId, onSaved, className }: OnePageBookingEditorProps) {
  const query = onePageBookings.useOne(businessId, bookingId);
  return (
    <CatalogEditorFrame id={bookingId} query={query} className={className}>
      {(b) => <BookingForm key={b?.id ?? 0} businessId={businessId} booking={b} onSaved={onSaved} />}
    </CatalogEditorFrame>
  );
}

function BookingForm(props: { businessId: number; booking: OnePageBooking | null; onSaved?(b: OnePageBooking): void }) {
  const { businessId, booking } = props;
  const { t, navigate } = usePortico();
  const all = products.useList(businessId);
  const create = onePageBookings.useCreate(businessId);
  const update = onePageBookings.useUpdate(businessId);
  const [name, setName] = useState(booking?.name ?? "");
  const [languages, setLanguages] = useState<string[]>(booking?.languages ?? ["en"]);
  const [selected, setSelected] = useState<number[]>(booking?.products ?? []);
  const back = () => navigate(catalogPaths.opBookings(businessId));
  const body = () => ({
    name: name.trim(),
    languages: BOOKING_LANGUAGES.filter((l) => languages.includes(l)),
    // A product removed meanwhile is not offered.
    products: selected.filter((id) => all.data?.some((p) => p.id === id) ?? true),
  });
  const form = useCatalogSave(
    () => (booking ? update.mutateAsync({ id: booking.id, body: body() }) : create.mutateAsync(body())),
    (saved) => (props.onSaved ? props.onSaved(saved) : back()),
  );
  const toggle = <T,>(list: T[], x: T, on: boolean) => (on ? [...list, x] : list.filter((y) => y !== x));
  const move = (i: number, d: -1 | 1) =>
    setSelected((ids) => {
      const next = [...ids];
      [next[i], next[i + d]] = [next[i + d]!, next[i]!];
      return next;
    });
  const nameOf = (id: number) => all.data?.find((p) => p.id === id)?.name ?? `#${id}`;
  return (
    <CatalogForm
      businessId={businessId}
      verb={booking ? "put" : "post"}
      title={booking ? t("catalog.opbookings.edit", { name: booking.name }) : t("catalog.opbookings.new")}
      formError={form.formError}
      busy={create.isPending || update.isPending}
      onSubmit={() => void form.submit(Boolean(name.trim()))}
      onBack={back}
    >
      <TextField
        label={t("catalog.field.name")}
        required
        maxLength={100}
        value={name}
        onChange={setName}
        error={form.tried && !name.trim() ? t("catalog.required") : null}
      />
      <fieldset className={s.section}>
        <legend className={s.legend}>{t("catalog.opbookings.languages")}</legend>
        <div className={s.checks}>
          {BOOKING_LANGUAGES.map((l) => (
            <label key={l} className={s.check}>
              <input
                type="checkbox"
                checked={languages.includes(l)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setLanguages((x) => toggle(x, l, on));
                }}
              />
              {t(`catalog.lang.${l}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={s.section}>
        <legend className={s.legend}>{t("catalog.opbookings.products")}</legend>
        <p className={s.muted}>{t("catalog.opbookings.productsHint")}</p>
        {all.data?.length === 0 ? <p className={s.muted}>{t("catalog.opbookings.noProducts")}</p> : null}
        <div className={s.checks}>
          {(all.data ?? []).map((p) => (
            <label key={p.id} className={s.check}>
              <input
                type="checkbox"
                checked={selected.includes(p.id)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setSelected((x) => toggle(x, p.id, on));
                }}
              />
              {p.name}
            </label>
          ))}
        </div>
        <ol aria-label={t("catalog.opbookings.order")}>
          {selected.map((id, i) => (
            <li key={id} className={s.row}>
              <span>{nameOf(id)}</span>
              <RowAction
                icon="up"
                label={t("catalog.opbookings.moveUp", { name: nameOf(id) })}
                tooltip={t("catalog.opbookings.moveUp", { name: nameOf(id) })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              />
              <RowAction
                icon="down"
                label={t("catalog.opbookings.moveDown", { name: nameOf(id) })}
                tooltip={t("catalog.opbookings.moveDown", { name: nameOf(id) })}
                disabled={i === selected.length - 1}
                onClick={() => move(i, 1)}
              />
            </li>
          ))}
        </ol>
      </fieldset>
    </CatalogForm>
  );
}
