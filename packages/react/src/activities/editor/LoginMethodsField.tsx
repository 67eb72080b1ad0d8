import { useAuthAppChoices } from "../../data/activityEditor";
import type { LoginMethods } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";
import { CheckboxField, NumberField } from "./fields";

/** Part 1 section 3: the built-in login methods, in the order the editor lists them. */
export const BUILT_IN_LOGIN_METHODS = [
  "member",
  "smsPassword",
  "sms",
  "facebook",
  "line",
  "linebot",
  "google",
  "qq",
  "weibo",
  "weixinWiFi",
  "accountkitEmail",
  "accountkitSms",
] as const;

type Method = LoginMethods[string];

/** Props of {@link LoginMethodsField}. */
export interface LoginMethodsFieldProps {
  businessId: number;
  value: LoginMethods | undefined;
  onChange(value: LoginMethods): void;
}

/**
 * The login module's methods: the built-in ones plus the business's custom authentication apps (`app:<id>`),
 * each with enabled, order, caption and invisible.
 */
export function LoginMethodsField({ businessId, value, onChange }: LoginMethodsFieldProps) {
  const { t } = usePortico();
  const apps = useAuthAppChoices(businessId);
  const methods = value ?? {};
  const rows: { key: string; label: string }[] = [
    ...BUILT_IN_LOGIN_METHODS.map((key) => ({ key, label: t(`editor.login.${key}`) })),
    ...(apps.data ?? []).map((a) => ({ key: `app:${a.id}`, label: a.name })),
  ];
  const set = (key: string, patch: Partial<Method>) => {
    const current: Method = methods[key] ?? { enabled: false, order: rows.findIndex((r) => r.key === key) };
    onChange({ ...methods, [key]: { ...current, ...patch } });
  };
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.label}>{t("editor.login.title")}</legend>
      {rows.map(({ key, label }, i) => {
        const m = methods[key];
        return (
          <fieldset key={key} className={s.groupRow} aria-label={label}>
            <span className={s.grow}>
              <CheckboxField
                label={label}
                checked={m?.enabled ?? false}
                onChange={(enabled) => set(key, { enabled })}
              />
            </span>
            {m?.enabled ? (
              <>
                <NumberField
                  label={t("editor.login.order")}
                  value={m.order ?? i}
                  min={0}
                  onChange={(order) => set(key, { order: order ?? 0 })}
                />
                <TextField
                  label={t("editor.login.caption")}
                  value={m.caption ?? ""}
                  maxLength={100}
                  onChange={(caption) => set(key, { caption })}
                />
                <CheckboxField
                  label={t("editor.login.invisible")}
                  checked={m.invisible ?? false}
                  onChange={(invisible) => set(key, { invisible })}
                />
              </>
            ) : null}
          </fieldset>
        );
      })}
      {apps.isError ? <p className={s.muted}>{t("editor.login.appsUnavailable")}</p> : null}
    </fieldset>
  );
}
