/** Widgets of activities/wizard: the first-activity wizard, and the dynamic form renderer it uses (from dynamicform/). */

export type { ActivityByWizard, WizardTemplate, WizardTemplateCode } from "../../data/activityWizards";
export { fetchActivityWizards, useActivityWizards, useCreateActivityByWizard } from "../../data/activityWizards";
// The dynamic form has its own folder (the guest portal uses it too); re-exported here as before.
export * from "../../dynamicform";
export type { FirstActivityWizardProps } from "./FirstActivityWizard";
export { FirstActivityWizard, WIZARD_BACK_TO_LIST_MENU_TYPES } from "./FirstActivityWizard";
export { wizardMessages } from "./i18n";
