import { useState } from "react";
import type { LocaleSetting } from "../../data/activityEditorTypes";
import { usePortalLanguages } from "../../data/branding";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import * as s from "./editor.css";
import { TextAreaField } from "./fields";
import type { PanelProps } from "./UsageControlPanel";

/** The terms-of-service text for a language of a LocaleSetting (kept in `setting.text`). */
export function tosText(tos: LocaleSetting | undefined, lang: string): string {
  const text = tos?.localeHash[lang]?.setting.text;
  return typeof text === "string" ? text : "";
}

/**
 * Terms of service shown with the first module's checkbox, per portal language (localeSetting). The HTML is
 * sanitised by the server on save.
 */
export function TosPanel({ content, onChange }: PanelProps) {
  const { t } = usePortico();
  const languages = usePortalLanguages();
  const tos = content.profile.tos;
  const defaultLang = tos?.defaultLang ?? languages.data?.defaultLang ?? "en";
  const [lang, setLang] = useState(defaultLang);
  const options = (languages.data?.languages ?? [{ code: defaultLang, language: defaultLang }]).map((l) => ({
    value: l.code,
    label: l.language,
  }));
  const setText = (text: string) => {
    const language = options.find((o) => o.value === lang)?.label ?? lang;
    const next: LocaleSetting = {
      defaultLang: tos?.defaultLang ?? lang,
      localeHash: {
        ...tos?.localeHash,
        [lang]: { language, active: true, setting: { ...tos?.localeHash[lang]?.setting, text } },
      },
    };
    onChange({ profile: { ...content.profile, tos: next } });
  };
  return (
    <section className={s.section} aria-labelledby="portico-editor-tos">
      <h3 id="portico-editor-tos" className={s.sectionTitle}>
        {t("editor.tos.title")}
      </h3>
      <SelectField label={t("editor.tos.language")} value={lang} options={options} onChange={setLang} />
      <TextAreaField
        label={t("editor.tos.text")}
        hint={t("editor.field.htmlPortalHint")}
        value={tosText(tos, lang)}
        onChange={setText}
      />
    </section>
  );
}
