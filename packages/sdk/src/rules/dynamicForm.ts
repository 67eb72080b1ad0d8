import type { components } from "../generated/schema";
import { isEmail } from "./email";

/** One field of a dynamic form (contract `FormField`: survey-diy, registration-form and wizard forms). */
export type FormField = components["schemas"]["FormField"];
/** A field's value as a form holds it (checkbox with choices: the chosen values joined by ','). */
export type FormValue = string | number | boolean;
/** A form's values by field name. */
export type FormValues = Record<string, FormValue>;
/** What can be wrong with one value of a dynamic form. */
export type DynamicFormProblem = "required" | "email" | "number" | "tel" | "url" | "date" | "time" | "choice";

/**
 * The i18n key that explains each {@link DynamicFormProblem} (`validation.required` is in the core catalogues,
 * the rest in the dynamic form's). The server sends the problem itself (guest answers) or its own text (wizard).
 */
export const DYNAMIC_FORM_MESSAGES = {
  required: "validation.required",
  email: "dynamicForm.invalid.email",
  number: "dynamicForm.invalid.number",
  tel: "dynamicForm.invalid.tel",
  url: "dynamicForm.invalid.url",
  date: "dynamicForm.invalid.date",
  time: "dynamicForm.invalid.time",
  choice: "dynamicForm.invalid.choice",
} as const satisfies Record<DynamicFormProblem, string>;

const TEL = /^\+?[0-9 ()-]{6,20}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a field holds a value (titleDesc only shows text). */
export function hasValue(field: FormField): boolean {
  return field.type !== "titleDesc";
}

/** Whether a field's value is a boolean: yes/no, or a lone checkbox (one without choices). */
export function isBooleanField(field: FormField): boolean {
  return field.type === "yesNo" || (field.type === "checkbox" && !field.choices?.length);
}

/** The chosen values of a checkbox group (stored joined by ','). */
export function checkedValues(value: unknown): string[] {
  return typeof value === "string" && value ? value.split(",") : [];
}

function isUrl(v: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

/** A value as trimmed text; a list (an API's checkbox group) joined by ','. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return "";
  return (Array.isArray(value) ? value.map(String).join(",") : String(value)).trim();
}

/**
 * What is wrong with one value for its field, or null. An empty optional field is valid; a required yes/no
 * needs an answer, a required lone checkbox needs to be ticked; the other types are checked when filled.
 * @example dynamicFormProblem({ type: "email", name: "email", label: "E-mail" }, "a@b"); // "email"
 */
export function dynamicFormProblem(field: FormField, value: unknown): DynamicFormProblem | null {
  if (!hasValue(field)) return null;
  const required = Boolean(field.validator?.required);
  if (isBooleanField(field)) {
    if (!required) return null;
    if (value === undefined || value === null || value === "") return "required";
    return field.type === "checkbox" && value !== true && value !== "true" ? "required" : null;
  }
  const text = asText(value);
  if (!text) return required ? "required" : null;
  const choices = field.choices?.map((c) => c.value) ?? [];
  switch (field.type) {
    case "email":
      return isEmail(text) ? null : "email";
    case "number":
      return Number.isFinite(Number(text)) ? null : "number";
    case "tel":
      return TEL.test(text) ? null : "tel";
    case "url":
      return isUrl(text) ? null : "url";
    case "date":
      return DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? null : "date";
    case "time":
      return TIME.test(text) ? null : "time";
    case "radio":
    case "dropdown":
      return choices.length === 0 || choices.includes(text) ? null : "choice";
    case "checkbox":
      return checkedValues(text).every((c) => choices.includes(c)) ? null : "choice";
    default:
      return null;
  }
}

/**
 * Every field's problem by field name; an empty object when the values are valid. Values of names the form
 * does not have are ignored.
 * @example dynamicFormProblems(fields, { text_a1: "" }); // { text_a1: "required" } when text_a1 is required
 */
export function dynamicFormProblems(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, DynamicFormProblem> {
  const out: Record<string, DynamicFormProblem> = {};
  for (const f of fields) {
    const problem = dynamicFormProblem(f, values[f.name]);
    if (problem) out[f.name] = problem;
  }
  return out;
}
