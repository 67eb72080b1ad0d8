import { isEmail, isSafeLink } from "@portico/sdk/rules";
import { useEffect, useState } from "react";
import {
  type Checkin,
  type CheckinInput,
  useCheckin,
  useCheckinSubscribers,
  useSaveCheckin,
} from "../../data/checkios";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Form, FormError } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteFieldset } from "../../ui/WriteControl";
import * as s from "./checkios.css";
import { checkioMessages } from "./i18n";
import { checkioListPath } from "./paths";

/** Props of {@link CheckioEditor}. */
export interface CheckioEditorProps {
  businessId: number;
  /** The counter; 0 = a new one. */
  checkinId: number;
  /** After a save; default navigates back to the list. */
  onSaved?(checkin: Checkin): void;
  className?: string;
}

interface VendorRow {
  subscriberId: string;
  bookingId: string;
}
interface SupplierRow {
  id: string;
  name: string;
  email: string;
  wmsReportUrl: string;
}
interface LinkRow {
  title: string;
  url: string;
}
/** The editor's form state of a counter. */
export interface Draft {
  name: string;
  appId: string;
  requireCode: boolean;
  codePrefix: string;
  changeBarcodeOn: boolean;
  changeBarcodeMessage: string;
  changeStripPictureOn: boolean;
  notifyEnabled: boolean;
  notifyMessage: string;
  notifyStripImage: string;
  vendors: VendorRow[];
  suppliers: SupplierRow[];
  links: LinkRow[];
}

const EMPTY: Draft = {
  name: "",
  appId: "",
  requireCode: false,
  codePrefix: "",
  changeBarcodeOn: false,
  changeBarcodeMessage: "",
  changeStripPictureOn: false,
  notifyEnabled: true,
  notifyMessage: "",
  notifyStripImage: "",
  vendors: [],
  suppliers: [],
  links: [],
};

const SUPPLIER_ID = /^[A-Za-z0-9_-]{1,32}$/;
const PREFIX = /^[A-Za-z0-9_-]*$/;

/** The editor's draft of a stored counter. */
export function draftOf(c: Checkin): Draft {
  return {
    name: c.name,
    appId: c.appId ?? "",
    requireCode: c.requireCode,
    codePrefix: c.codePrefix,
    changeBarcodeOn: c.changeBarcodeOn,
    changeBarcodeMessage: c.changeBarcodeMessage,
    changeStripPictureOn: c.changeStripPictureOn,
    notifyEnabled: c.checkinNotification.enabled ?? true,
    notifyMessage: c.checkinNotification.message ?? "",
    notifyStripImage: c.checkinNotification.stripImage ?? "",
    vendors: Object.entries(c.vendors).map(([subscriberId, b]) => ({ subscriberId, bookingId: String(b) })),
    suppliers: Object.entries(c.suppliers).map(([id, x]) => ({
      id,
      name: x.name,
      email: x.email ?? "",
      wmsReportUrl: x.wmsReportUrl ?? "",
    })),
    links: c.links.map((l) => ({ ...l })),
  };
}

/** The problems of a draft, keyed like `suppliers/0/email` (empty when it may be saved). */
export function draftProblems(d: Draft): Record<string, string> {
  const p: Record<string, string> = {};
  if (!d.name.trim()) p.name = "required";
  if (!PREFIX.test(d.codePrefix)) p.codePrefix = "prefix";
  if (d.requireCode && !d.codePrefix) p.codePrefix = "required";
  if (!isSafeLink(d.notifyStripImage)) p.notifyStripImage = "url";
  const seen = new Set<string>();
  d.vendors.forEach((v, i) => {
    if (!v.subscriberId) p[`vendors/${i}/subscriberId`] = "required";
    else if (seen.has(v.subscriberId)) p[`vendors/${i}/subscriberId`] = "duplicate";
    seen.add(v.subscriberId);
    if (!/^[1-9]\d{0,15}$/.test(v.bookingId)) p[`vendors/${i}/bookingId`] = "bookingId";
  });
  const ids = new Set<string>();
  d.suppliers.forEach((x, i) => {
    if (!SUPPLIER_ID.test(x.id)) p[`suppliers/${i}/id`] = "supplierId";
    else if (ids.has(x.id)) p[`suppliers/${i}/id`] = "duplicate";
    ids.add(x.id);
    if (!x.name.trim()) p[`suppliers/${i}/name`] = "required";
    if (x.email && !isEmail(x.email)) p[`suppliers/${i}/email`] = "email";
    if (x.wmsReportUrl && !isSafeLink(x.wmsReportUrl)) p[`suppliers/${i}/wmsReportUrl`] = "url";
  });
  d.links.forEach((l, i) => {
    if (!l.title.trim()) p[`links/${i}/title`] = "required";
    if (!l.url || !isSafeLink(l.url)) p[`links/${i}/url`] = "url";
  });
  return p;
}

/** The body a draft saves. */
export function inputOf(d: Draft): CheckinInput {
  return {
    name: d.name.trim(),
    appId: d.appId.trim() || null,
    requireCode: d.requireCode,
    codePrefix: d.codePrefix,
    changeBarcodeOn: d.changeBarcodeOn,
    changeBarcodeMessage: d.changeBarcodeMessage,
    changeStripPictureOn: d.changeStripPictureOn,
    checkinNotification: {
      enabled: d.notifyEnabled,
      message: d.notifyMessage,
      stripImage: d.notifyStripImage.trim() || null,
    },
    vendors: Object.fromEntries(d.vendors.map((v) => [v.subscriberId, Number(v.bookingId)])),
    suppliers: Object.fromEntries(
      d.suppliers.map((x) => [
        x.id,
        {
          name: x.name.trim(),
          ...(x.email ? { email: x.email.trim() } : {}),
          ...(x.wmsReportUrl ? { wmsReportUrl: x.wmsReportUrl.trim() } : {}),
        },
      ]),
    ),
    links: d.links.map((l) => ({ title: l.title.trim(), url: l.url.trim() })),
  };
}

function Check({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
  disabled?: boolean;
}) {
  return (
    <label className={s.check}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {label}
    </label>
  );
}

/**
 * /apps/checkios/{cid}/edit (0 = new): name, code rules, barcode and strip picture changes, the check-in
 * notification, links, vendors (a subscriber - the root subscriber among them - and the booking it sells) and
 * suppliers (id, name, e-mail, report address). Read-only sub-accounts see it without enabled write controls.
 * @example <CheckioEditor businessId={bid} checkinId={0} />
 */
export function CheckioEditor({ businessId, checkinId, onSaved, className }: CheckioEditorProps) {
  useAreaMessages(checkioMessages);
  const { t, navigate } = usePortico();
  const toast = useToast();
  const loaded = useCheckin(businessId, checkinId);
  const subscribers = useCheckinSubscribers(businessId);
  const save = useSaveCheckin(businessId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (loaded.data) setDraft(draftOf(loaded.data));
  }, [loaded.data]);

  const problems = draftProblems(draft);
  const shown = (key: string) => (touched && problems[key] ? t(`checkios.problem.${problems[key]}`) : null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setRow = <K extends "vendors" | "suppliers" | "links">(k: K, i: number, patch: Partial<Draft[K][number]>) =>
    setDraft((d) => ({ ...d, [k]: d[k].map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
  const dropRow = (k: "vendors" | "suppliers" | "links", i: number) =>
    setDraft((d) => ({ ...d, [k]: d[k].filter((_, j) => j !== i) }));

  const submit = async () => {
    setTouched(true);
    setError(null);
    if (Object.keys(problems).length) return;
    try {
      const saved = await save.mutateAsync({ id: checkinId, body: inputOf(draft) });
      toast.success(t("checkios.toast.saved"));
      if (onSaved) onSaved(saved);
      else navigate(checkioListPath(businessId));
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  if (checkinId > 0 && loaded.isPending)
    return (
      <PorticoRoot className={cx(s.page, className)}>
        <p role="status">{t("checkios.loading")}</p>
      </PorticoRoot>
    );
  if (checkinId > 0 && loaded.error)
    return (
      <PorticoRoot className={cx(s.page, className)}>
        <FormError error={errorMessage(t, loaded.error)} />
        <Button variant="secondary" onClick={() => void loaded.refetch()}>
          {t("checkios.retry")}
        </Button>
      </PorticoRoot>
    );

  const vendorOptions = [
    { value: "", label: t("checkios.vendor.pick") },
    ...(subscribers.data ?? []).map((x) => ({
      value: String(x.subscriberId),
      label: x.root ? t("checkios.vendor.root", { name: x.name }) : `${x.name} (${x.email})`,
    })),
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{checkinId > 0 ? t("checkios.editor.edit") : t("checkios.editor.new")}</h2>
      </div>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormError error={error} />
        <WriteFieldset businessId={businessId} verb={checkinId > 0 ? "put" : "post"} className={s.page}>
          <fieldset className={s.section}>
            <legend className={s.legend}>{t("checkios.editor.general")}</legend>
            <div className={s.filters}>
              <TextField
                label={t("checkios.field.name")}
                required
                maxLength={100}
                value={draft.name}
                onChange={(name) => set({ name })}
                error={shown("name")}
              />
              <TextField
                label={t("checkios.field.appId")}
                maxLength={64}
                value={draft.appId}
                onChange={(appId) => set({ appId })}
              />
              <TextField
                label={t("checkios.field.codePrefix")}
                maxLength={16}
                value={draft.codePrefix}
                onChange={(codePrefix) => set({ codePrefix })}
                error={shown("codePrefix")}
              />
              <Check
                label={t("checkios.field.requireCode")}
                checked={draft.requireCode}
                onChange={(requireCode) => set({ requireCode })}
              />
            </div>
            <div className={s.filters}>
              <Check
                label={t("checkios.field.changeBarcodeOn")}
                checked={draft.changeBarcodeOn}
                onChange={(changeBarcodeOn) => set({ changeBarcodeOn })}
              />
              <TextField
                label={t("checkios.field.changeBarcodeMessage")}
                maxLength={500}
                value={draft.changeBarcodeMessage}
                disabled={!draft.changeBarcodeOn}
                onChange={(changeBarcodeMessage) => set({ changeBarcodeMessage })}
              />
              <Check
                label={t("checkios.field.changeStripPictureOn")}
                checked={draft.changeStripPictureOn}
                onChange={(changeStripPictureOn) => set({ changeStripPictureOn })}
              />
            </div>
          </fieldset>
          <fieldset className={s.section}>
            <legend className={s.legend}>{t("checkios.editor.notification")}</legend>
            <div className={s.filters}>
              <Check
                label={t("checkios.field.notifyEnabled")}
                checked={draft.notifyEnabled}
                onChange={(notifyEnabled) => set({ notifyEnabled })}
              />
              <TextField
                label={t("checkios.field.notifyMessage")}
                maxLength={500}
                value={draft.notifyMessage}
                onChange={(notifyMessage) => set({ notifyMessage })}
              />
              <TextField
                label={t("checkios.field.stripImage")}
                type="url"
                value={draft.notifyStripImage}
                onChange={(notifyStripImage) => set({ notifyStripImage })}
                error={shown("notifyStripImage")}
              />
            </div>
          </fieldset>
          <fieldset className={s.section}>
            <legend className={s.legend}>{t("checkios.editor.vendors")}</legend>
            <p className={s.muted}>{t("checkios.editor.vendorsHint")}</p>
            {draft.vendors.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <div className={s.row} key={i}>
                <SelectField
                  label={t("checkios.field.vendor")}
                  value={v.subscriberId}
                  options={vendorOptions}
                  onChange={(subscriberId) => setRow("vendors", i, { subscriberId })}
                  error={shown(`vendors/${i}/subscriberId`)}
                />
                <TextField
                  label={t("checkios.field.bookingId")}
                  inputMode="numeric"
                  value={v.bookingId}
                  onChange={(bookingId) => setRow("vendors", i, { bookingId })}
                  error={shown(`vendors/${i}/bookingId`)}
                />
                <Button variant="secondary" onClick={() => dropRow("vendors", i)}>
                  {t("checkios.removeRow")}
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              onClick={() => set({ vendors: [...draft.vendors, { subscriberId: "", bookingId: "" }] })}
            >
              {t("checkios.editor.addVendor")}
            </Button>
          </fieldset>
          <fieldset className={s.section}>
            <legend className={s.legend}>{t("checkios.editor.suppliers")}</legend>
            {draft.suppliers.map((x, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <div className={s.row} key={i}>
                <TextField
                  label={t("checkios.field.supplierId")}
                  maxLength={32}
                  value={x.id}
                  onChange={(id) => setRow("suppliers", i, { id })}
                  error={shown(`suppliers/${i}/id`)}
                />
                <TextField
                  label={t("checkios.field.supplierName")}
                  maxLength={100}
                  value={x.name}
                  onChange={(name) => setRow("suppliers", i, { name })}
                  error={shown(`suppliers/${i}/name`)}
                />
                <TextField
                  label={t("checkios.field.email")}
                  type="email"
                  value={x.email}
                  onChange={(email) => setRow("suppliers", i, { email })}
                  error={shown(`suppliers/${i}/email`)}
                />
                <TextField
                  label={t("checkios.field.wmsReportUrl")}
                  type="url"
                  value={x.wmsReportUrl}
                  onChange={(wmsReportUrl) => setRow("suppliers", i, { wmsReportUrl })}
                  error={shown(`suppliers/${i}/wmsReportUrl`)}
                />
                <Button variant="secondary" onClick={() => dropRow("suppliers", i)}>
                  {t("checkios.removeRow")}
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              onClick={() =>
                set({ suppliers: [...draft.suppliers, { id: "", name: "", email: "", wmsReportUrl: "" }] })
              }
            >
              {t("checkios.editor.addSupplier")}
            </Button>
          </fieldset>
          <fieldset className={s.section}>
            <legend className={s.legend}>{t("checkios.editor.links")}</legend>
            {draft.links.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <div className={s.row} key={i}>
                <TextField
                  label={t("checkios.field.linkTitle")}
                  maxLength={100}
                  value={l.title}
                  onChange={(title) => setRow("links", i, { title })}
                  error={shown(`links/${i}/title`)}
                />
                <TextField
                  label={t("checkios.field.linkUrl")}
                  type="url"
                  value={l.url}
                  onChange={(url) => setRow("links", i, { url })}
                  error={shown(`links/${i}/url`)}
                />
                <Button variant="secondary" onClick={() => dropRow("links", i)}>
                  {t("checkios.removeRow")}
                </Button>
              </div>
            ))}
            <Button variant="secondary" onClick={() => set({ links: [...draft.links, { title: "", url: "" }] })}>
              {t("checkios.editor.addLink")}
            </Button>
          </fieldset>
          <div className={s.actions}>
            <Button type="submit" loading={save.isPending}>
              {t("checkios.save")}
            </Button>
          </div>
        </WriteFieldset>
        <div className={s.actions}>
          <Button variant="secondary" onClick={() => navigate(checkioListPath(businessId))}>
            {t("Cancel")}
          </Button>
        </div>
      </Form>
    </PorticoRoot>
  );
}
