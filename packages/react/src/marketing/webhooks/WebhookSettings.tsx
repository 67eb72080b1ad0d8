import { type FormEvent, useEffect, useState } from "react";
import { useBusiness } from "../../data/businesses";
import {
  useGenerateWebhookValidator,
  useRemoveWebhook,
  useVerifyWebhook,
  useWebhook,
  type WebhookVerifyInput,
} from "../../data/webhooks";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { Alert } from "../../ui/Form";
import { PasswordField } from "../../ui/PasswordField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { useViewState } from "../../ui/useViewState";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import { webhookMessages } from "./i18n";
import { WebhookDeliveryLog } from "./WebhookDeliveryLog";
import { isWebhookValid, problemsOf, type WebhookForm } from "./webhookForm";
import * as s from "./webhooks.css";

/** The view state of {@link WebhookSettings}: the delivery log's page. */
export interface WebhookSettingsState {
  page?: number;
  pageSize?: number;
}

/** Props of {@link WebhookSettings}. */
export interface WebhookSettingsProps {
  businessId: number;
  state?: WebhookSettingsState;
  onStateChange?(next: WebhookSettingsState): void;
  className?: string;
}

const EMPTY: WebhookForm = { url: "", validator: "", secret: "", email: "" };

/**
 * The business's webhook: URL, validator (generated), secret and contact e-mail; verify (the server GETs the URL and
 * expects the validator), remove with a confirm, and the delivery log of the signed events. The settings are valid
 * only while what the form holds matches the verified copy; a failed verification says
 * 'Invalid Webhook Configuration!' and keeps what was typed.
 * @example <WebhookSettings businessId={bid} />
 */
export function WebhookSettings({ businessId, state, onStateChange, className }: WebhookSettingsProps) {
  useAreaMessages(webhookMessages);
  const { t } = usePortico();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const q = useWebhook(businessId);
  const timeZone = useBusiness(businessId).data?.profile.timeZone ?? "Asia/Taipei";
  const verify = useVerifyWebhook(businessId);
  const generate = useGenerateWebhookValidator(businessId);
  const remove = useRemoveWebhook(businessId);
  const [view, setView] = useViewState(state, onStateChange, { page: 0, pageSize: 10 });
  const [form, setForm] = useState<WebhookForm | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState<Partial<Record<keyof WebhookForm, string>>>({});
  // The form starts from the saved webhook once; later answers change only the fields their action is about.
  useEffect(() => {
    if (q.data && !form)
      setForm({
        url: q.data.url ?? "",
        validator: q.data.validator ?? "",
        secret: q.data.secret ?? "",
        email: q.data.email ?? "",
      });
  }, [q.data, form]);
  const f = form ?? EMPTY;
  const set = (patch: Partial<WebhookForm>) => setForm({ ...f, ...patch });
  const valid = isWebhookValid(q.data, f);
  const failure = q.error ?? verify.error ?? generate.error ?? remove.error;

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    const problems = problemsOf(f);
    setShown(Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, t(key)])));
    setInvalid(false);
    if (Object.keys(problems).length) return;
    const body: WebhookVerifyInput = { url: f.url.trim(), validator: f.validator, secret: f.secret };
    if (f.email.trim()) body.email = f.email.trim();
    const r = await verify.mutateAsync(body).catch(() => null);
    if (!r) return;
    if (r.success) toast.success(t("webhooks.verified"));
    else setInvalid(true);
  };
  const onGenerate = async () => {
    const w = await generate.mutateAsync(undefined).catch(() => null);
    if (w) set({ validator: w.validator ?? "" });
  };
  const onRemove = async () => {
    if (!(await confirm({ message: t("webhooks.remove.confirm"), danger: true }))) return;
    if (!(await remove.mutateAsync(undefined).catch(() => null))) return;
    setForm(EMPTY);
    setInvalid(false);
    toast.success(t("webhooks.removed"));
  };

  return (
    <PorticoRoot className={cx(s.page, className)}>
      {element}
      <h1 className={s.title}>{t("webhooks.title")}</h1>
      <p className={s.muted}>{t("webhooks.intro")}</p>
      {failure && (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, failure)}
        </Alert>
      )}
      {invalid && (
        <Alert tone="danger" title={t("Error")}>
          {t("webhooks.invalid")}
        </Alert>
      )}
      {q.data && (
        <Alert tone={valid ? "success" : "warning"}>
          {t(valid ? "webhooks.status.valid" : "webhooks.status.invalid")}
        </Alert>
      )}
      <form onSubmit={onVerify} className={s.section} noValidate>
        <WriteFieldset businessId={businessId} verb="post" className={s.fields}>
          <TextField
            label={t("webhooks.url")}
            type="url"
            value={f.url}
            maxLength={2000}
            placeholder="https://"
            error={shown.url}
            onChange={(url) => set({ url })}
          />
          <div className={s.validatorRow}>
            <TextField
              className={s.grow}
              label={t("webhooks.validator")}
              value={f.validator}
              readOnly
              hint={t("webhooks.validator.hint")}
              error={shown.validator}
            />
            <WriteControl businessId={businessId} verb="post">
              <Button type="button" variant="secondary" onClick={onGenerate} loading={generate.isPending}>
                {t("webhooks.generate")}
              </Button>
            </WriteControl>
          </div>
          <PasswordField
            label={t("webhooks.secret")}
            value={f.secret}
            maxLength={256}
            autoComplete="off"
            hint={t("webhooks.secret.hint")}
            error={shown.secret}
            onChange={(secret) => set({ secret })}
          />
          <TextField
            label={t("webhooks.email")}
            type="email"
            value={f.email}
            maxLength={254}
            error={shown.email}
            onChange={(email) => set({ email })}
          />
        </WriteFieldset>
        <div className={s.actions}>
          <WriteControl businessId={businessId} verb="post">
            <Button type="submit" loading={verify.isPending}>
              {t("webhooks.verify")}
            </Button>
          </WriteControl>
          {q.data?.id != null && (
            <WriteControl businessId={businessId} verb="delete">
              <Button type="button" variant="danger" onClick={onRemove} loading={remove.isPending}>
                {t("webhooks.remove")}
              </Button>
            </WriteControl>
          )}
        </div>
      </form>
      <WebhookDeliveryLog
        businessId={businessId}
        timeZone={timeZone}
        page={view.page}
        pageSize={view.pageSize}
        onPage={(page, pageSize) => setView({ page, pageSize })}
      />
    </PorticoRoot>
  );
}
