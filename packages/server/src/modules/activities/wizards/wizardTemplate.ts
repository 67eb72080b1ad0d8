import type { components } from "@portico/sdk";
import type { ActivityProfileFields } from "../activities";
import type { FormField, Module, WizardForm } from "./moduleFactory";

/** A template code of the first-activity wizard. */
export type WizardTemplateCode = components["schemas"]["WizardTemplateCode"];

/** What a template builds from its completed form. */
export interface WizardBuild {
  modules: Module[];
  profile?: ActivityProfileFields;
}

/** One first-activity template: what the wizard shows, and how its form becomes modules. */
export interface WizardTemplate {
  templateCode: WizardTemplateCode;
  name: string;
  description: string;
  items: FormField[];
  build(form: WizardForm, random?: () => number): WizardBuild;
}
