import { type DynamicFormProblem, dynamicFormProblems } from "@portico/sdk/rules";
import type { FormField, WizardForm } from "./moduleFactory";

// The API's English for each problem of @portico/sdk/rules' dynamic form checks (the widgets show their own).
const PROBLEM_TEXTS: Record<DynamicFormProblem, string> = {
  required: "is required",
  email: "must be an e-mail address",
  number: "must be a number",
  tel: "must be a phone number",
  url: "must be an http(s) URL",
  date: "must be a date (YYYY-MM-DD)",
  time: "must be a time (hh:mm)",
  choice: "must be one of the choices",
};

/**
 * Checks a wizard form against its template's fields with the dynamic form's checks (the same the wizard runs
 * in the browser); wizard numbers (amounts, minutes, hours) may not be negative either. Fields the template
 * does not have are ignored.
 * @returns `form/<name>` to what is wrong; empty means valid.
 * @example wizardFormProblems(items, { name: "" }); // { "form/name": "is required" }
 */
export function wizardFormProblems(items: readonly FormField[], form: WizardForm): Record<string, string> {
  const p: Record<string, string> = {};
  for (const [name, problem] of Object.entries(dynamicFormProblems(items, form)))
    p[`form/${name}`] = PROBLEM_TEXTS[problem];
  for (const f of items)
    if (f.type === "number" && !p[`form/${f.name}`] && Number(form[f.name]) < 0)
      p[`form/${f.name}`] = PROBLEM_TEXTS.number;
  return p;
}
