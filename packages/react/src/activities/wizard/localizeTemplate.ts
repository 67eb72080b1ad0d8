import type { TFunction } from "i18next";
import type { WizardTemplate } from "../../data/activityWizards";
import en from "./i18n/en";

// The server describes its templates in English; the wizard shows them in the user's language. A text is
// translated only while the server still sends the English the catalogue was written for, so a template the
// server changed shows the server's own text rather than a stale translation.
const EN: Record<string, string> = en;

function translated(t: TFunction, key: string, server: unknown): string | undefined {
  if (typeof server !== "string") return undefined;
  return EN[key] === server ? t(key) : server;
}

/** The i18n keys of a template's texts: name, description, and per field its label, description and value. */
export const wizardTextKeys = {
  name: (code: string) => `activities.wizard.tpl.${code}.name`,
  description: (code: string) => `activities.wizard.tpl.${code}.description`,
  label: (field: string) => `activities.wizard.field.${field}`,
  desc: (field: string) => `activities.wizard.desc.${field}`,
  value: (code: string, field: string) => `activities.wizard.value.${code}.${field}`,
};

/**
 * A wizard template with its name, description, field labels, field descriptions and default texts in the
 * user's language (numbers, choices and field names untouched).
 * @example const shown = localizeTemplate(tpl, t); shown.formJson.items[0].label // "活動名稱" in tw
 */
export function localizeTemplate(tpl: WizardTemplate, t: TFunction): WizardTemplate {
  const k = wizardTextKeys;
  const code = tpl.templateCode;
  return {
    ...tpl,
    name: translated(t, k.name(code), tpl.name) ?? tpl.name,
    description: translated(t, k.description(code), tpl.description) ?? tpl.description,
    formJson: {
      ...tpl.formJson,
      items: tpl.formJson.items.map((f) => {
        const out = { ...f, label: translated(t, k.label(f.name), f.label) ?? f.label };
        const desc = translated(t, k.desc(f.name), f.desc);
        if (desc !== undefined) out.desc = desc;
        const value = translated(t, k.value(code, f.name), f.value);
        if (value !== undefined) out.value = value;
        return out;
      }),
    },
  };
}
