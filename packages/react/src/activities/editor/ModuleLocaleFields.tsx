import { MODULE_TEXT_FIELDS, type ModuleTextField } from "@portico/sdk/rules";
import { useState } from "react";
import type { ModuleProfile } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./editor.css";
import { TextAreaField } from "./fields";
import { useModuleLanguages } from "./useModuleLanguages";

type LocaleSetting = NonNullable<ModuleProfile["localeSetting"]>;

/** Props of {@link ModuleLocaleFields}. */
export interface ModuleLocaleFieldsProps {
  businessId: number;
  profile: ModuleProfile;
  onChange(patch: Partial<ModuleProfile>): void;
}

/** The texts this module shows a guest: every module has a name, a caption and HTML; some types have more. */
function fieldsOf(profile: ModuleProfile): ModuleTextField[] {
  const fields: ModuleTextField[] = ["name", "continueCaption"];
  if (profile.skippable) fields.push("skipCaption");
  if (profile.mode === "coupon") fields.push("couponTitle");
  if (profile.mode === "login") fields.push("smsMessage");
  fields.push("htmlPortal");
  return fields;
}

/** `setting` with `field` set to `value`, a blank value dropping the key (the guest then reads the default). */
function withText(setting: Record<string, unknown>, field: ModuleTextField, value: string): Record<string, unknown> {
  const { [field]: _old, ...rest } = setting;
  return value === "" ? rest : { ...rest, [field]: value };
}

/**
 * A module's texts per portal language (its `localeSetting`): the module's own fields hold the default
 * language's texts, and here the owner types them for the business's other active languages. A blank field
 * falls back to the default text; the guest portal and the preview show the guest's language.
 */
export function ModuleLocaleFields({ businessId, profile, onChange }: ModuleLocaleFieldsProps) {
  const { t } = usePortico();
  const { languages, defaultLang, isPending, isError } = useModuleLanguages(businessId);
  const others = languages.slice(1);
  const [picked, setPicked] = useState<string | null>(null);
  const lang = others.find((l) => l.code === picked) ?? others[0];

  const title = (
    <h3 id="portico-module-locale" className={s.sectionTitle}>
      {t("editor.locale.title")}
    </h3>
  );
  if (isPending) return <p className={s.muted}>{t("editor.locale.loading")}</p>;
  if (isError || !defaultLang) {
    return (
      <section className={s.section} aria-labelledby="portico-module-locale">
        {title}
        <p className={s.errorText} role="alert">
          {t("editor.locale.error")}
        </p>
      </section>
    );
  }
  if (!lang) {
    return (
      <section className={s.section} aria-labelledby="portico-module-locale">
        {title}
        <p className={s.muted}>{t("editor.locale.single", { language: defaultLang.language })}</p>
      </section>
    );
  }

  const current: LocaleSetting = profile.localeSetting ?? { defaultLang: defaultLang.code, localeHash: {} };
  const setting = current.localeHash[lang.code]?.setting ?? {};
  const text = (field: ModuleTextField) => (typeof setting[field] === "string" ? (setting[field] as string) : "");
  const set = (field: ModuleTextField, value: string) => {
    const next = withText(setting, field, value);
    const { [lang.code]: _old, ...hash } = current.localeHash;
    const localeHash = Object.keys(next).length
      ? { ...hash, [lang.code]: { language: lang.language, active: true, setting: next } }
      : hash;
    onChange({
      localeSetting: Object.keys(localeHash).length ? { defaultLang: defaultLang.code, localeHash } : undefined,
    });
  };
  const label = (field: ModuleTextField) =>
    t("editor.locale.field", {
      field: t(`editor.field.${field === "name" ? "moduleName" : field}`),
      language: lang.language,
    });
  const fallback = (field: ModuleTextField) => {
    const value = profile[field];
    return typeof value === "string" ? value : "";
  };

  return (
    <section className={s.section} aria-labelledby="portico-module-locale">
      {title}
      <p className={s.muted}>{t("editor.locale.hint", { language: defaultLang.language })}</p>
      <SelectField
        label={t("editor.locale.language")}
        value={lang.code}
        options={others.map((l) => ({ value: l.code, label: l.language }))}
        onChange={setPicked}
      />
      {fieldsOf(profile).map((field) =>
        field === "htmlPortal" ? (
          <TextAreaField
            key={field}
            label={label(field)}
            hint={t("editor.field.htmlPortalHint")}
            value={text(field)}
            placeholder={fallback(field)}
            maxLength={MODULE_TEXT_FIELDS[field]}
            onChange={(v) => set(field, v)}
          />
        ) : (
          <TextField
            key={field}
            label={label(field)}
            value={text(field)}
            placeholder={fallback(field)}
            maxLength={MODULE_TEXT_FIELDS[field]}
            onChange={(v) => set(field, v)}
          />
        ),
      )}
    </section>
  );
}
