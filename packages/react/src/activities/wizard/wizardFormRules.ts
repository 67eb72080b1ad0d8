import { type FormField, type FormValues, validateForm } from "../../dynamicform/dynamicFormRules";

/**
 * The wizard's checks, as the server runs them: the dynamic form's, and no negative wizard numbers (amounts,
 * minutes, hours). Problems are i18n keys by field name; an empty object means valid.
 * @example wizardFormProblems(fields, { couponAmount: "-5" }) // { couponAmount: "activities.wizard.invalid.negative" }
 */
export function wizardFormProblems(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const problems = validateForm(fields, values);
  for (const f of fields) {
    const v = values[f.name];
    const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
    if (f.type === "number" && !problems[f.name] && n < 0) problems[f.name] = "activities.wizard.invalid.negative";
  }
  return problems;
}
