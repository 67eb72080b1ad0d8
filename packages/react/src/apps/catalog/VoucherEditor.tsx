import { isCodePrefix, QR_SIZE_DEFAULT, QR_SIZES } from "@portico/sdk/rules";
import { useState } from "react";
import { type Voucher, vouchers } from "../../data/catalog";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { CatalogEditorFrame } from "./CatalogEditorFrame";
import { CatalogForm, useCatalogSave } from "./CatalogForm";
import * as s from "./catalog.css";
import { catalogPaths } from "./catalogPaths";

/** Props of {@link VoucherEditor}. */
export interface VoucherEditorProps {
  businessId: number;
  /** The voucher; 0 = a new one. */
  voucherId: number;
  /** After a save; default navigates back to /businesses/{bid}/apps/vouchers */
  onSaved?(voucher: Voucher): void;
  className?: string;
}

/**
 * /apps/vouchers/{vid}/edit: a voucher's name, code prefix and QR code size (50x50 to 350x350 in steps of 50); a
 * saved voucher shows its code, its QR code at that size and the page the QR opens (it redeems once). vid 0 adds one.
 * @example <VoucherEditor businessId={bid} voucherId={0} />
 */
export function VoucherEditor({ businessId, voucherId, onSaved, className }: VoucherEditorProps) {
  const query = vouchers.useOne(businessId, voucherId);
  return (
    <CatalogEditorFrame id={voucherId} query={query} className={className}>
      {(v) => <VoucherForm key={v?.id ?? 0} businessId={businessId} voucher={v} onSaved={onSaved} />}
    </CatalogEditorFrame>
  );
}

function VoucherForm(props: { businessId: number; voucher: Voucher | null; onSaved?(v: Voucher): void }) {
  const { businessId, voucher } = props;
  const { t, navigate } = usePortico();
  const create = vouchers.useCreate(businessId);
  const update = vouchers.useUpdate(businessId);
  const [name, setName] = useState(voucher?.name ?? "");
  const [prefix, setPrefix] = useState(voucher?.codePrefix ?? "");
  const [qrSize, setQrSize] = useState(String(voucher?.qrSize ?? QR_SIZE_DEFAULT));
  const back = () => navigate(catalogPaths.vouchers(businessId));
  const body = () => ({ name: name.trim(), codePrefix: prefix.trim(), qrSize: Number(qrSize) });
  const form = useCatalogSave(
    () => (voucher ? update.mutateAsync({ id: voucher.id, body: body() }) : create.mutateAsync(body())),
    (saved) => (props.onSaved ? props.onSaved(saved) : back()),
  );
  const prefixOk = isCodePrefix(prefix.trim());
  const size = Number(qrSize);
  return (
    <CatalogForm
      businessId={businessId}
      verb={voucher ? "put" : "post"}
      title={voucher ? t("catalog.vouchers.edit", { name: voucher.name }) : t("catalog.vouchers.new")}
      formError={form.formError}
      busy={create.isPending || update.isPending}
      onSubmit={() => void form.submit(Boolean(name.trim()) && prefixOk)}
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
      <TextField
        label={t("catalog.vouchers.codePrefix")}
        maxLength={16}
        value={prefix}
        onChange={setPrefix}
        hint={t("catalog.vouchers.codePrefixHint")}
        error={prefixOk ? null : t("catalog.vouchers.codePrefixBad")}
      />
      <SelectField
        label={t("catalog.vouchers.qrSize")}
        value={qrSize}
        onChange={setQrSize}
        options={QR_SIZES.map((n) => ({ value: String(n), label: t("catalog.vouchers.qrSizeN", { n }) }))}
      />
      {voucher ? (
        <fieldset className={s.section}>
          <legend className={s.legend}>{voucher.code}</legend>
          <img
            className={s.qr}
            src={voucher.qrCode}
            width={size}
            height={size}
            alt={t("catalog.vouchers.qrOf", { name: voucher.name })}
          />
          <p className={s.muted}>
            {t("catalog.vouchers.redeemUrl")}: <span className={s.code}>{voucher.redeemUrl}</span>
          </p>
        </fieldset>
      ) : null}
    </CatalogForm>
  );
}
