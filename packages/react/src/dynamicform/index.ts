/** The dynamic form (part 3 'Dynamic form'): one renderer for wizard forms and the guest portal's surveys. */

export * from "./DynamicForm";
export * from "./DynamicFormField";
export * from "./dynamicFormRules";
export { dynamicFormMessages } from "./i18n";
