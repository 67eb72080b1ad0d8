import {
  type BookingConfig,
  bookingConfigProblems,
  DEFAULT_BOOKING_FORMULAS,
  evaluateBookingPrice,
  methodValue,
} from "@portico/sdk/rules";
import { useEffect, useMemo, useState } from "react";
import { type Booking, type BookingConfigBody, useSaveBooking } from "../../data/bookings";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { FormDialog } from "../../ui/FormDialog";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import * as s from "./bookings.css";
import { bookingMessages } from "./i18n";

/** Props of {@link BookingEditor}. */
export interface BookingEditorProps {
  businessId: number;
  /** The booking to edit (with its config); the dialog is open while it is set. */
  booking: Booking | null;
  onClose(): void;
  onSaved?(booking: Booking): void;
}

type Method = NonNullable<BookingConfigBody["pickupMethods"]>[number];
type MethodKind = "pickupMethods" | "returnMethods";
const PRICE_KEYS = [
  "unitPrice",
  "priceMarkup",
  "shipmentPrice",
  "shipmentAmount",
  "discountPercent",
  "discountAmount",
] as const;

const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));
const str = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "" : String(n));

/**
 * The full-screen editor of a booking's v2.0 config: form rules (available dates by offset or absolute dates, order
 * units and days min/max, description, stock), price, payment and paymentSetting, tracking codes, locale, formulas
 * (derivation and result flag, the defaults total, days and shipment) with a live price preview through the shared
 * evaluator, pickup and return methods (a new value gets a random 5-character suffix; the other-option label is
 * required when shown), hideHomeDelivery and notification. The server applies the same rules on save.
 * @example <BookingEditor businessId={bid} booking={editing} onClose={() => setEditing(null)} />
 */
export function BookingEditor({ businessId, booking, onClose, onSaved }: BookingEditorProps) {
  useAreaMessages(bookingMessages);
  const { t } = usePortico();
  const toast = useToast();
  const save = useSaveBooking(businessId);
  const [name, setName] = useState("");
  const [config, setConfig] = useState<BookingConfigBody | null>(null);
  const [dirty, setDirty] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [preview, setPreview] = useState({ amount: "1", days: "1" });

  useEffect(() => {
    setName(booking?.name ?? "");
    setConfig(booking?.config ?? null);
    setDirty(false);
    setShowProblems(false);
    setFormError(null);
  }, [booking]);

  const problems = useMemo(() => (config ? bookingConfigProblems(config as unknown as BookingConfig) : {}), [config]);
  const price = useMemo(() => {
    if (!config) return null;
    const days = Math.max(1, Math.floor(num(preview.days)) || 1);
    return evaluateBookingPrice({
      price: config.price,
      formulas: config.formulas,
      choice: {
        amount: Math.max(0, num(preview.amount) || 0),
        startTs: 0,
        endTs: (days - 1) * 86400,
        pickupPrice: config.pickupMethods[0]?.price ?? 0,
        returnPrice: config.returnMethods[0]?.price ?? 0,
      },
    });
  }, [config, preview]);

  if (!booking || !config) return null;

  const update = (patch: Partial<BookingConfigBody>) => {
    setConfig({ ...config, ...patch });
    setDirty(true);
  };
  const form = config.form;
  const setForm = (patch: Partial<BookingConfigBody["form"]>) => update({ form: { ...form, ...patch } });
  const problem = (path: string) =>
    showProblems && problems[path] ? t(`bookings.problem.${problems[path]}`) : undefined;
  const methods = (kind: MethodKind) => config[kind];
  const setMethod = (kind: MethodKind, i: number, patch: Partial<Method>) =>
    update({ [kind]: methods(kind).map((m, j) => (j === i ? { ...m, ...patch } : m)) });

  const submit = async () => {
    setShowProblems(true);
    if (Object.keys(problems).length || !name.trim()) return;
    try {
      const saved = await save.mutateAsync({ id: booking.id, body: { name: name.trim(), config } });
      toast.success(t("bookings.toast.saved"));
      setDirty(false);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  const methodSection = (kind: MethodKind, legend: string) => (
    <fieldset className={s.section}>
      <legend className={s.legend}>{legend}</legend>
      {methods(kind).map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and never reordered
        <div className={s.row} key={`${kind}-${i}`}>
          <TextField
            label={t("bookings.method.label", { kind: legend, n: i + 1 })}
            value={m.label}
            maxLength={200}
            onChange={(v) => setMethod(kind, i, { label: v })}
            error={problem(`${kind}/${i}/label`)}
          />
          <TextField
            label={t("bookings.method.price")}
            type="number"
            min={0}
            value={str(m.price)}
            onChange={(v) => setMethod(kind, i, { price: num(v) })}
            error={problem(`${kind}/${i}/price`)}
          />
          <TextField label={t("bookings.method.value")} value={m.value} readOnly />
          <label className={s.check}>
            <input
              type="checkbox"
              checked={Boolean(m.showOther)}
              onChange={(e) => setMethod(kind, i, { showOther: e.target.checked })}
            />
            {t("bookings.method.showOther")}
          </label>
          {m.showOther ? (
            <TextField
              label={t("bookings.method.otherOptions")}
              required
              value={m.otherOptions ?? ""}
              maxLength={200}
              onChange={(v) => setMethod(kind, i, { otherOptions: v })}
              error={problem(`${kind}/${i}/otherOptions`)}
            />
          ) : null}
          <Button
            variant="secondary"
            aria-label={t("bookings.method.remove", { n: i + 1 })}
            onClick={() => update({ [kind]: methods(kind).filter((_, j) => j !== i) })}
          >
            ×
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            update({ [kind]: [...methods(kind), { label: "", price: 0, value: methodValue(kind.slice(0, -7)) }] })
          }
        >
          {t("bookings.method.add")}
        </Button>
      </div>
    </fieldset>
  );

  const tc = config.trackingCodes;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("bookings.editor.title", { name: booking.name })}
      formError={formError}
      onSubmit={() => void submit()}
      submitLabel={t("bookings.save")}
      busy={save.isPending}
      dirty={dirty}
    >
      <div className={s.fullScreen}>
        <TextField
          label={t("bookings.field.name")}
          required
          maxLength={100}
          value={name}
          onChange={(v) => {
            setName(v);
            setDirty(true);
          }}
          error={showProblems && !name.trim() ? t("bookings.problem.required") : undefined}
        />
        <fieldset className={s.section}>
          <legend className={s.legend}>{t("bookings.section.form")}</legend>
          <div className={s.grid}>
            <SelectField
              label={t("bookings.form.dateType")}
              value={form.availableDate.type}
              options={[
                { value: "offset", label: t("bookings.form.dateType.offset") },
                { value: "absolute", label: t("bookings.form.dateType.absolute") },
              ]}
              onChange={(v) => setForm({ availableDate: { ...form.availableDate, type: v as "offset" | "absolute" } })}
            />
            {form.availableDate.type === "offset" ? (
              <>
                <TextField
                  label={t("bookings.form.startOffset")}
                  type="number"
                  min={0}
                  value={str(form.availableDate.startOffset)}
                  onChange={(v) => setForm({ availableDate: { ...form.availableDate, startOffset: num(v) } })}
                  error={problem("form/availableDate/startOffset")}
                />
                <TextField
                  label={t("bookings.form.endOffset")}
                  type="number"
                  min={0}
                  value={str(form.availableDate.endOffset)}
                  onChange={(v) => setForm({ availableDate: { ...form.availableDate, endOffset: num(v) } })}
                  error={problem("form/availableDate/endOffset")}
                />
              </>
            ) : (
              <>
                <TextField
                  label={t("bookings.form.startDate")}
                  type="date"
                  value={form.availableDate.startDate ?? ""}
                  onChange={(v) => setForm({ availableDate: { ...form.availableDate, startDate: v } })}
                  error={problem("form/availableDate/startDate")}
                />
                <TextField
                  label={t("bookings.form.endDate")}
                  type="date"
                  value={form.availableDate.endDate ?? ""}
                  onChange={(v) => setForm({ availableDate: { ...form.availableDate, endDate: v } })}
                  error={problem("form/availableDate/endDate")}
                />
              </>
            )}
          </div>
          <div className={s.grid}>
            {(
              [
                ["orderUnits", "min", "bookings.form.unitsMin"],
                ["orderUnits", "max", "bookings.form.unitsMax"],
                ["orderDays", "min", "bookings.form.daysMin"],
                ["orderDays", "max", "bookings.form.daysMax"],
              ] as const
            ).map(([k, m, label]) => (
              <TextField
                key={`${k}-${m}`}
                label={t(label)}
                type="number"
                min={1}
                value={str(form[k][m])}
                onChange={(v) => setForm({ [k]: { ...form[k], [m]: num(v) } })}
                error={problem(`form/${k}/${m}`)}
              />
            ))}
            <TextField
              label={t("bookings.form.stock")}
              type="number"
              min={0}
              value={str(form.stock)}
              onChange={(v) => setForm({ stock: num(v) })}
              error={problem("form/stock")}
            />
          </div>
          <TextField
            label={t("bookings.form.desc")}
            maxLength={5000}
            value={form.bookingDesc}
            onChange={(v) => setForm({ bookingDesc: v })}
          />
        </fieldset>
        <fieldset className={s.section}>
          <legend className={s.legend}>{t("bookings.section.price")}</legend>
          <div className={s.grid}>
            {PRICE_KEYS.map((k) => (
              <TextField
                key={k}
                label={t(`bookings.price.${k}`)}
                type="number"
                min={0}
                value={str(config.price[k])}
                onChange={(v) => update({ price: { ...config.price, [k]: num(v) } })}
                error={problem(`price/${k}`)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className={s.section}>
          <legend className={s.legend}>{t("bookings.section.formulas")}</legend>
          <p className={s.muted}>{t("bookings.formula.hint")}</p>
          {config.formulas.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and never reordered
            <div className={s.row} key={`f-${i}`}>
              <TextField
                label={t("bookings.formula.name", { n: i + 1 })}
                value={f.name}
                maxLength={32}
                onChange={(v) => update({ formulas: config.formulas.map((x, j) => (j === i ? { ...x, name: v } : x)) })}
              />
              <TextField
                label={t("bookings.formula.derivation", { n: i + 1 })}
                value={f.derivation}
                maxLength={500}
                onChange={(v) =>
                  update({ formulas: config.formulas.map((x, j) => (j === i ? { ...x, derivation: v } : x)) })
                }
                error={problem(`formulas/${i}/derivation`)}
              />
              <label className={s.check}>
                <input
                  type="radio"
                  name="booking-result-formula"
                  checked={Boolean(f.result)}
                  onChange={() => update({ formulas: config.formulas.map((x, j) => ({ ...x, result: j === i })) })}
                />
                {t("bookings.formula.result")}
              </label>
              <Button
                variant="secondary"
                aria-label={t("bookings.formula.remove", { n: i + 1 })}
                onClick={() => update({ formulas: config.formulas.filter((_, j) => j !== i) })}
              >
                ×
              </Button>
            </div>
          ))}
          {problem("formulas") ? <p className={s.error}>{problem("formulas")}</p> : null}
          <div className={s.actions}>
            <Button
              variant="secondary"
              onClick={() =>
                update({ formulas: [...config.formulas, { name: `f${config.formulas.length + 1}`, derivation: "0" }] })
              }
            >
              {t("bookings.formula.add")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => update({ formulas: DEFAULT_BOOKING_FORMULAS.map((f) => ({ ...f })) })}
            >
              {t("bookings.formula.reset")}
            </Button>
          </div>
          <div className={s.grid} aria-live="polite">
            <TextField
              label={t("bookings.preview.amount")}
              type="number"
              min={1}
              value={preview.amount}
              onChange={(v) => setPreview({ ...preview, amount: v })}
            />
            <TextField
              label={t("bookings.preview.days")}
              type="number"
              min={1}
              value={preview.days}
              onChange={(v) => setPreview({ ...preview, days: v })}
            />
            {price?.ok ? (
              <output className={s.total}>{t("bookings.preview.total", { total: price.total })}</output>
            ) : price ? (
              <output className={s.error}>
                {t("bookings.preview.error", {
                  n: price.index < 0 ? "" : price.index + 1,
                  problem: t(`bookings.problem.${price.problem}`),
                })}
              </output>
            ) : null}
          </div>
        </fieldset>
        {methodSection("pickupMethods", t("bookings.section.pickup"))}
        {methodSection("returnMethods", t("bookings.section.return"))}
        <fieldset className={s.section}>
          <legend className={s.legend}>{t("bookings.section.notification")}</legend>
          {(["pickup", "return"] as const).map((k) => (
            <label className={s.check} key={k}>
              <input
                type="checkbox"
                checked={config.hideHomeDelivery[k]}
                onChange={(e) => update({ hideHomeDelivery: { ...config.hideHomeDelivery, [k]: e.target.checked } })}
              />
              {t(`bookings.hideHomeDelivery.${k}`)}
            </label>
          ))}
          {(["disableSms", "disableEmail"] as const).map((k) => (
            <label className={s.check} key={k}>
              <input
                type="checkbox"
                checked={config.notification[k]}
                onChange={(e) => update({ notification: { ...config.notification, [k]: e.target.checked } })}
              />
              {t(`bookings.notification.${k}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={s.section}>
          <legend className={s.legend}>{t("bookings.section.payment")}</legend>
          <div className={s.grid}>
            <TextField
              label={t("bookings.payment.paymentId")}
              value={config.payment.paymentApp?.paymentId ?? ""}
              maxLength={100}
              onChange={(v) => update({ payment: { ...config.payment, paymentApp: { paymentId: v } } })}
            />
            <TextField
              label={t("bookings.payment.methods")}
              value={(config.paymentSetting.methods ?? []).join(", ")}
              onChange={(v) =>
                update({
                  paymentSetting: {
                    ...config.paymentSetting,
                    methods: v
                      .split(",")
                      .map((x) => x.trim())
                      .filter(Boolean)
                      .slice(0, 20),
                  },
                })
              }
            />
            <TextField
              label={t("bookings.payment.deposit")}
              type="number"
              min={0}
              value={str(config.paymentSetting.deposit?.TWD)}
              onChange={(v) =>
                update({
                  paymentSetting: {
                    ...config.paymentSetting,
                    deposit: Number.isFinite(num(v)) ? { ...config.paymentSetting.deposit, TWD: num(v) } : {},
                  },
                })
              }
            />
          </div>
        </fieldset>
        <fieldset className={s.section}>
          <legend className={s.legend}>{t("bookings.section.tracking")}</legend>
          <div className={s.grid}>
            {(["customer", "return"] as const).map((page) =>
              (["conversionId", "label"] as const).map((f) => (
                <TextField
                  key={`${page}-${f}`}
                  label={t(`bookings.tracking.${page}${f === "label" ? "Label" : "ConversionId"}`)}
                  maxLength={100}
                  value={tc[page]?.adwords?.[f] ?? ""}
                  onChange={(v) =>
                    update({
                      trackingCodes: { ...tc, [page]: { ...tc[page], adwords: { ...tc[page]?.adwords, [f]: v } } },
                    })
                  }
                />
              )),
            )}
            {(["projectId", "pixelId"] as const).map((f) => (
              <TextField
                key={f}
                label={t(`bookings.tracking.yahoo${f === "pixelId" ? "PixelId" : "ProjectId"}`)}
                maxLength={100}
                value={tc.customer?.yahoo?.[f] ?? ""}
                onChange={(v) =>
                  update({
                    trackingCodes: { ...tc, customer: { ...tc.customer, yahoo: { ...tc.customer?.yahoo, [f]: v } } },
                  })
                }
              />
            ))}
            <TextField
              label={t("bookings.tracking.facebookPixelId")}
              maxLength={100}
              value={tc.facebookPixelId ?? ""}
              onChange={(v) => update({ trackingCodes: { ...tc, facebookPixelId: v } })}
            />
          </div>
        </fieldset>
        <fieldset className={s.section}>
          <legend className={s.legend}>{t("bookings.section.locale")}</legend>
          <div className={s.grid}>
            <SelectField
              label={t("bookings.locale.language")}
              value={config.localeSetting.language ?? "en"}
              options={[
                { value: "en", label: "English" },
                { value: "tw", label: "繁體中文" },
                { value: "zh", label: "简体中文" },
                { value: "ja", label: "日本語" },
                { value: "ru", label: "Русский" },
              ]}
              onChange={(v) => update({ localeSetting: { ...config.localeSetting, language: v } })}
            />
            <TextField
              label={t("bookings.locale.currency")}
              maxLength={10}
              value={config.localeSetting.currency ?? ""}
              onChange={(v) => update({ localeSetting: { ...config.localeSetting, currency: v.toUpperCase() } })}
            />
          </div>
        </fieldset>
      </div>
    </FormDialog>
  );
}
