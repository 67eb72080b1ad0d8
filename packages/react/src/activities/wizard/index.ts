/** Widgets of activities/wizard: the first-activity wizard and the dynamic form renderer it shares with the editor. */

export type { CongratulationDialogProps } from "./CongratulationDialog";
export { CongratulationDialog } from "./CongratulationDialog";
export type { DynamicFormProps } from "./DynamicForm";
export { DynamicForm } from "./DynamicForm";
export type { DynamicFormFieldProps } from "./DynamicFormField";
export { DynamicFormField } from "./DynamicFormField";
export type { FormField, FormValue, FormValues } from "./dynamicFormRules";
export {
  checkedValues,
  formPayload,
  hasValue,
  initialFormValues,
  serverFieldErrors,
  validateForm,
  validateFormField,
} from "./dynamicFormRules";
export type { FirstActivityWizardProps } from "./FirstActivityWizard";
export { FirstActivityWizard, WIZARD_BACK_TO_LIST_MENU_TYPES } from "./FirstActivityWizard";
export { wizardMessages } from "./i18n";
export type { ActivityByWizard, WizardTemplate, WizardTemplateCode } from "./useActivityWizards";
export { fetchActivityWizards, useActivityWizards, useCreateActivityByWizard } from "./useActivityWizards";
