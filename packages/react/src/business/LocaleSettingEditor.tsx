import { useState } from "react";
import type { Branding, PortalLanguages } from "../data/businessTypes";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { SelectField } from "../ui/SelectField";
import * as ui from "../ui/styles.css";
import * as s from "./business.css";

/** One part's locale setting (continuePortal or tos). */
export type LocaleSetting = Branding["tos"]["localeSetting"];

/** Props of {@link LocaleSettingEditor}. */
export interface LocaleSettingEditorProps {
  title: string;
  value: LocaleSetting;
  languages: PortalLanguages["languages"];
  readOnly: boolean;
  onChange(next: LocaleSetting): void;
}

/** The languages of one branding part: active flags, the default language, each language's text, add and remove. */
export function LocaleSettingEditor({ title, value, languages, readOnly, onChange }: LocaleSettingEditorProps) {
  const { t } = usePortico();
  const codes = Object.keys(value.localeHash);
  const addable = languages.filter((l) => !codes.includes(l.code));
  const [toAdd, setToAdd] = useState("");
  const pick = toAdd && addable.some((l) => l.code === toAdd) ? toAdd : (addable[0]?.code ?? "");
  const setHash = (hash: LocaleSetting["localeHash"], defaultLang = value.defaultLang) =>
    onChange({ ...value, defaultLang, localeHash: hash });
  return (
    <section className={s.section} aria-label={title}>
      <h3 className={s.sectionTitle}>{title}</h3>
      <ul className={s.list}>
        {codes.map((code) => {
          const entry = value.localeHash[code]!;
          const isDefault = value.defaultLang === code;
          return (
            <li key={code} className={s.listItem}>
              <label className={s.grow}>
                <input
                  type="checkbox"
                  checked={entry.active}
                  disabled={readOnly}
                  onChange={(e) =>
                    setHash({ ...value.localeHash, [code]: { ...entry, active: e.currentTarget.checked } })
                  }
                />{" "}
                {entry.language} <span className={s.muted}>({code})</span>
              </label>
              <label>
                <input
                  type="radio"
                  name={`${title}-default`}
                  checked={isDefault}
                  disabled={readOnly}
                  onChange={() => setHash(value.localeHash, code)}
                />{" "}
                {t("business.branding.isDefault")}
              </label>
              <Button
                variant="link"
                disabled={readOnly || isDefault}
                aria-label={t("business.branding.remove", { language: entry.language })}
                onClick={() => {
                  const { [code]: _gone, ...rest } = value.localeHash;
                  setHash(rest);
                }}
              >
                ✕
              </Button>
              <textarea
                className={`${ui.input} ${s.localeText}`}
                aria-label={t("business.branding.text", { language: entry.language })}
                value={typeof entry.setting.text === "string" ? entry.setting.text : ""}
                readOnly={readOnly}
                onChange={(e) =>
                  setHash({
                    ...value.localeHash,
                    [code]: { ...entry, setting: { ...entry.setting, text: e.currentTarget.value } },
                  })
                }
              />
            </li>
          );
        })}
      </ul>
      {readOnly ? null : (
        <div className={s.row}>
          <SelectField
            className={s.grow}
            label={t("business.branding.addLanguage")}
            value={pick}
            options={addable.map((l) => ({ value: l.code, label: `${l.language} (${l.code})` }))}
            onChange={setToAdd}
          />
          <Button
            variant="secondary"
            disabled={!pick}
            onClick={() => {
              const lang = languages.find((l) => l.code === pick);
              if (!lang) return;
              setHash({ ...value.localeHash, [lang.code]: { language: lang.language, active: true, setting: {} } });
              setToAdd("");
            }}
          >
            {t("business.branding.add")}
          </Button>
        </div>
      )}
    </section>
  );
}
