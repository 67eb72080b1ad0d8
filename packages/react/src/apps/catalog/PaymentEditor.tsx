import { INSTALLMENTS, PAYMENT_PROVIDERS } from "@portico/sdk/rules";
import { useState } from "react";
import { type PaymentConfig, type PaymentConfigInput, paymentConfigs } from "../../data/catalog";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { CatalogEditorFrame } from "./CatalogEditorFrame";
import { CatalogForm, useCatalogSave } from "./CatalogForm";
import * as s from "./catalog.css";
import { catalogPaths } from "./catalogPaths";

/** Props of {@link PaymentEditor}. */
export interface PaymentEditorProps {
  businessId: number;
  /** The payment config; 0 = a new one. */
  paymentId: number;
  /** After a save; default navigates back to /businesses/{bid}/apps/payments */
  onSaved?(payment: PaymentConfig): void;
  className?: string;
}

type Provider = PaymentConfigInput["setting"]["provider"];
type Installment = (typeof INSTALLMENTS)[number];

/**
 * /apps/payments/{pid}/edit: a payment config's name, provider (sandbox is the local test provider) and the
 * instalments offered, from 3, 6, 12, 18 and 24 months. pid 0 adds a new one.
 * @example <PaymentEditor businessId={bid} paymentId={0} />
 */
export function PaymentEditor({ businessId, paymentId, onSaved, className }: PaymentEditorProps) {
  const query = paymentConfigs.useOne(businessId, paymentId);
  return (
    <CatalogEditorFrame id={paymentId} query={query} className={className}>
      {(p) => <PaymentForm key={p?.id ?? 0} businessId={businessId} payment={p} onSaved={onSaved} />}
    </CatalogEditorFrame>
  );
}

function PaymentForm(props: { businessId: number; payment: PaymentConfig | null; onSaved?(p: PaymentConfig): void }) {
  const { businessId, payment } = props;
  const { t, navigate } = usePortico();
  const create = paymentConfigs.useCreate(businessId);
  const update = paymentConfigs.useUpdate(businessId);
  const [name, setName] = useState(payment?.name ?? "");
  const [provider, setProvider] = useState<Provider>(payment?.setting.provider ?? "sandbox");
  const [installments, setInstallments] = useState<number[]>(payment?.installments ?? []);
  const back = () => navigate(catalogPaths.payments(businessId));
  const body = (): PaymentConfigInput => ({
    name: name.trim(),
    setting: { provider },
    installments: INSTALLMENTS.filter((n) => installments.includes(n)) as Installment[],
  });
  const form = useCatalogSave(
    () => (payment ? update.mutateAsync({ id: payment.id, body: body() }) : create.mutateAsync(body())),
    (saved) => (props.onSaved ? props.onSaved(saved) : back()),
  );
  return (
    <CatalogForm
      businessId={businessId}
      verb={payment ? "put" : "post"}
      title={payment ? t("catalog.payments.edit", { name: payment.name }) : t("catalog.payments.new")}
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
      <SelectField<Provider>
        label={t("catalog.payments.provider")}
        value={provider}
        onChange={setProvider}
        options={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t(`catalog.provider.${p}`) }))}
      />
      <fieldset className={s.section}>
        <legend className={s.legend}>{t("catalog.payments.installments")}</legend>
        <div className={s.checks}>
          {INSTALLMENTS.map((n) => (
            <label key={n} className={s.check}>
              <input
                type="checkbox"
                checked={installments.includes(n)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setInstallments((x) => (on ? [...x, n] : x.filter((y) => y !== n)));
                }}
              />
              {t("catalog.payments.installmentN", { n })}
            </label>
          ))}
        </div>
      </fieldset>
    </CatalogForm>
  );
}
