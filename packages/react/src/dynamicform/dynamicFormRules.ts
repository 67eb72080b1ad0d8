import type { DynamicFormProblem, FormField, FormValue, FormValues } from "@portico/sdk/rules";
import {
  DYNAMIC_FORM_MESSAGES,
  dynamicFormProblem,
  dynamicFormProblems,
  hasValue,
  isBooleanField,
} from "@portico/sdk/rules";

// The checks themselves live in @portico/sdk/rules (the server runs the same ones); here is the form's state.
export type { FormField, FormValue, FormValues } from "@portico/sdk/rules";
export { checkedValues, hasValue } from "@portico/sdk/rules";

/** The values a form starts from: each field's `value` when it fits its type, else empty (false for booleans). */
export function initialFormValues(fields: readonly FormField[]): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (!hasValue(f)) continue;
    const v = f.value;
    if (isBooleanField(f)) out[f.name] = v === true || v === "true" || v === "yes";
    else if (typeof v === "string" || typeof v === "number") out[f.name] = String(v);
    else if (Array.isArray(v)) out[f.name] = v.map(String).join(",");
    else out[f.name] = "";
  }
  return out;
}

/**
 * What is wrong with one value, as an i18n key (`validation.required`, `dynamicForm.invalid.<type>`,
 * `dynamicForm.invalid.choice`), or null: `dynamicFormProblem` of `@portico/sdk/rules`, explained.
 * @example validateFormField({ type: "email", name: "email", label: "E-mail" }, "a@b") // "dynamicForm.invalid.email"
 */
export function validateFormField(field: FormField, value: FormValue | undefined): string | null {
  const problem = dynamicFormProblem(field, value);
  return problem ? DYNAMIC_FORM_MESSAGES[problem] : null;
}

/** Every field's problem (i18n keys) by name; an empty object when the form is valid. */
export function validateForm(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const problems = Object.entries(dynamicFormProblems(fields, values));
  return Object.fromEntries(problems.map(([name, problem]) => [name, DYNAMIC_FORM_MESSAGES[problem]]));
}

/** A server's problem code for a field (guest answers send `dynamicFormProblem`'s codes) as its i18n key; other text as sent. */
export function problemKey(problem: string | undefined): string | undefined {
  return problem && Object.hasOwn(DYNAMIC_FORM_MESSAGES, problem)
    ? DYNAMIC_FORM_MESSAGES[problem as DynamicFormProblem]
    : problem;
}

/** The values to send: numbers as numbers, the rest as typed; display-only fields left out. */
export function formPayload(fields: readonly FormField[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (!hasValue(f)) continue;
    const v = values[f.name];
    if (v === undefined) continue;
    out[f.name] = f.type === "number" && typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  }
  return out;
}

/** Server field errors (`fields` of a VALIDATION_FAILED answer) keyed by form field name ('form.x' -> 'x'). */
export function serverFieldErrors(fields: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields ?? {})) out[k.replace(/^\/?form[./]/, "")] = v;
  return out;
}
