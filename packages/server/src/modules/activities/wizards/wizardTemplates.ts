import { normalizeModules } from "../activityContent";
import { CAMPAIGN_TEMPLATES } from "./campaignTemplates";
import type { WizardForm } from "./moduleFactory";
import { VENUE_TEMPLATES } from "./venueTemplates";
import type { WizardBuild, WizardTemplate, WizardTemplateCode } from "./wizardTemplate";

/** The nine first-activity templates, in the wizard's order. */
export const WIZARD_TEMPLATES: readonly WizardTemplate[] = [...VENUE_TEMPLATES, ...CAMPAIGN_TEMPLATES];

/** One template by code (every code of the contract has one). */
export function wizardTemplate(code: WizardTemplateCode): WizardTemplate {
  return WIZARD_TEMPLATES.find((t) => t.templateCode === code)!;
}

/** The templates as the contract's ActivityWizards. */
export function activityWizards() {
  return {
    templateList: WIZARD_TEMPLATES.map((t) => ({
      templateCode: t.templateCode,
      name: t.name,
      description: t.description,
      formJson: { items: t.items },
    })),
  };
}

/** A template's modules for a (valid) form, with the save rules' flags and sanitised HTML applied. */
export function buildFromTemplate(code: WizardTemplateCode, form: WizardForm, random?: () => number): WizardBuild {
  const built = wizardTemplate(code).build(form, random);
  return { ...built, modules: normalizeModules(built.modules) };
}
