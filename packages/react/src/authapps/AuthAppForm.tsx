import type { AuthApp, AuthAppInput, AuthAppProvider } from "../data/authAppTypes";
import { errorCode } from "../i18n/errorMessage";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Form, FormError } from "../ui/Form";
import { PasswordField } from "../ui/PasswordField";
import { TextField } from "../ui/TextField";
import { type FieldErrors, useForm } from "../ui/useForm";
import { type AuthAppFormValues, authAppProblems, formFieldOf, formValuesOf, inputOf } from "./authAppRules";
import * as s from "./authapps.css";
import { authAppMessages } from "./i18n";

/** Props of {@link AuthAppForm}. */
export interface AuthAppFormProps {
  /** The app to edit; omitted for a new one. */
  app?: AuthApp;
  provider: AuthAppProvider;
  /** The form's id, for a submit button outside it (a dialog's actions). */
  id: string;
  /** Saves; a throw shows the error and keeps every value typed. */
  onSubmit(input: AuthAppInput): Promise<void>;
}

/**
 * Every field of an OAuth2 authentication app: name, client id and write-only secret, the three endpoint URLs
 * (http/https checked as typed), scope, the login button's text and colour, and the profile claim mapping.
 * @example <AuthAppForm id="f" provider="oauth2" app={app} onSubmit={save} />
 */
export function AuthAppForm({ app, provider, id, onSubmit }: AuthAppFormProps) {
  useAreaMessages(authAppMessages);
  const { t } = usePortico();
  const form = useForm<AuthAppFormValues>({
    initialValues: formValuesOf(app),
    validate: (v) => {
      const errs: FieldErrors<AuthAppFormValues> = {};
      for (const [k, p] of Object.entries(authAppProblems(v)))
        if (p) errs[k as keyof AuthAppFormValues & string] = t(p.key, p.max ? { max: p.max } : undefined);
      return errs;
    },
    onSubmit: async (v) => {
      try {
        await onSubmit(inputOf(v, provider));
      } catch (err) {
        // The server names `config/tokenUrl`; the form's field is `tokenUrl`. A refused URL reads the
        // translated URL_NOT_ALLOWED text under the field; every value typed stays.
        const fields = (err as { fields?: Record<string, string> } | null)?.fields;
        if (!fields) throw err;
        const code = errorCode(err);
        const mapped = Object.fromEntries(
          Object.entries(fields).map(([k, m]) => [formFieldOf(k), code === "URL_NOT_ALLOWED" ? t(`error.${code}`) : m]),
        );
        throw Object.assign(new Error(err instanceof Error ? err.message : String(err)), { code, fields: mapped });
      }
    },
  });
  const url = (name: "authorizeUrl" | "tokenUrl" | "userInfoUrl") => (
    <TextField
      label={t(`authapps.field.${name}`)}
      type="url"
      inputMode="url"
      autoComplete="off"
      placeholder="https://"
      required
      {...form.field(name)}
    />
  );
  const color = /^#[0-9A-Fa-f]{6}$/.test(form.values.buttonColor) ? form.values.buttonColor : "#1a73e8";

  return (
    <Form id={id} onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
      <FormError error={form.formError} />
      <fieldset className={s.section}>
        <legend className={s.legend}>{t("authapps.section.app")}</legend>
        <TextField label={t("authapps.field.name")} required maxLength={100} {...form.field("name")} />
        <div className={s.grid2}>
          <TextField label={t("authapps.field.clientId")} required autoComplete="off" {...form.field("clientId")} />
          <PasswordField
            label={t("authapps.field.clientSecret")}
            autoComplete="new-password"
            hint={
              app
                ? t(app.config.hasSecret ? "authapps.field.clientSecret.kept" : "authapps.field.clientSecret.none")
                : undefined
            }
            {...form.field("clientSecret")}
          />
        </div>
      </fieldset>
      <fieldset className={s.section}>
        <legend className={s.legend}>{t("authapps.section.endpoints")}</legend>
        {url("authorizeUrl")}
        {url("tokenUrl")}
        {url("userInfoUrl")}
        <TextField label={t("authapps.field.scope")} hint={t("authapps.field.scope.hint")} {...form.field("scope")} />
        {app ? (
          <div>
            <p className={s.muted}>{t("authapps.field.redirectUri")}</p>
            <p className={s.code}>{app.redirectUri}</p>
          </div>
        ) : null}
      </fieldset>
      <fieldset className={s.section}>
        <legend className={s.legend}>{t("authapps.section.button")}</legend>
        <div className={s.grid2}>
          <TextField label={t("authapps.field.caption")} required maxLength={60} {...form.field("caption")} />
          <div className={s.colorRow}>
            <TextField label={t("authapps.field.buttonColor")} maxLength={7} {...form.field("buttonColor")} />
            <input
              type="color"
              className={s.swatch}
              aria-label={t("authapps.field.buttonColor")}
              value={color.toLowerCase()}
              onChange={(e) => form.setValue("buttonColor", e.currentTarget.value)}
            />
          </div>
        </div>
      </fieldset>
      <fieldset className={s.section}>
        <legend className={s.legend}>{t("authapps.section.profile")}</legend>
        <p className={s.muted}>{t("authapps.section.profile.hint")}</p>
        <div className={s.grid2}>
          <TextField label={t("authapps.field.profileId")} required {...form.field("profileId")} />
          <TextField label={t("authapps.field.profileName")} required {...form.field("profileName")} />
          <TextField label={t("authapps.field.profileEmail")} required {...form.field("profileEmail")} />
        </div>
      </fieldset>
    </Form>
  );
}
