import { isHttpUrl } from "@portico/sdk/rules";
import { useState } from "react";
import { useBusinesses } from "../../data/businesses";
import { useSaveVendorConfig, useVendorConfig, type VendorConfig as VendorConfigData } from "../../data/catalog";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { CatalogEditorFrame } from "./CatalogEditorFrame";
import { CatalogForm, useCatalogSave } from "./CatalogForm";

/** Props of {@link VendorConfig}. */
export interface VendorConfigProps {
  businessId: number;
  className?: string;
}

const WEBHOOKS = ["checkinWebhook", "checkoutWebhook", "checkSerialNoWebhook"] as const;
type Hook = (typeof WEBHOOKS)[number];

/**
 * /apps/vendor-config: the business whose remarks the vendor receives and the check-in, checkout and serial-number
 * webhooks (http(s) only; the server also refuses internal addresses). Saved as a whole; empty means none.
 * @example <VendorConfig businessId={bid} />
 */
export function VendorConfig({ businessId, className }: VendorConfigProps) {
  const query = useVendorConfig(businessId);
  return (
    <CatalogEditorFrame id={-1} query={query} className={className}>
      {(config) => <VendorForm key={config?.updatedTs ?? 0} businessId={businessId} config={config!} />}
    </CatalogEditorFrame>
  );
}

function VendorForm({ businessId, config }: { businessId: number; config: VendorConfigData }) {
  const { t } = usePortico();
  const businesses = useBusinesses();
  const save = useSaveVendorConfig(businessId);
  const [remark, setRemark] = useState(config.remarkBusinessId ? String(config.remarkBusinessId) : "");
  const [hooks, setHooks] = useState<Record<Hook, string>>({
    checkinWebhook: config.checkinWebhook ?? "",
    checkoutWebhook: config.checkoutWebhook ?? "",
    checkSerialNoWebhook: config.checkSerialNoWebhook ?? "",
  });
  const bad = (h: Hook) => hooks[h].trim() !== "" && !isHttpUrl(hooks[h]);
  const form = useCatalogSave(
    () =>
      save.mutateAsync({
        remarkBusinessId: remark ? Number(remark) : null,
        ...Object.fromEntries(WEBHOOKS.map((h) => [h, hooks[h].trim() || null])),
      }),
    () => undefined,
  );
  const options = [
    { value: "", label: t("catalog.none") },
    ...(businesses.data ?? []).map((b) => ({ value: String(b.id), label: b.profile.name })),
  ];
  return (
    <CatalogForm
      businessId={businessId}
      verb="put"
      title={t("catalog.vendor.title")}
      formError={form.formError}
      busy={save.isPending}
      onSubmit={() => void form.submit(!WEBHOOKS.some(bad))}
    >
      <SelectField
        label={t("catalog.vendor.remarkBusiness")}
        options={options}
        value={remark}
        onChange={setRemark}
        error={form.serverFields.remarkBusinessId ? t("catalog.vendor.remarkBad") : null}
      />
      {WEBHOOKS.map((h) => (
        <TextField
          key={h}
          label={t(`catalog.vendor.${h}`)}
          type="url"
          inputMode="url"
          maxLength={2000}
          value={hooks[h]}
          placeholder="https://"
          hint={t("catalog.vendor.webhookHint")}
          error={bad(h) ? t("catalog.vendor.urlBad") : form.serverFields[h] ? t("error.URL_NOT_ALLOWED") : null}
          onChange={(v) => setHooks((x) => ({ ...x, [h]: v }))}
        />
      ))}
    </CatalogForm>
  );
}
