import type { components } from "@portico/sdk";

/** One field of a dynamic form (contract `FormField`: survey-diy, registration-form and wizard forms). */
export type FormField = components["schemas"]["FormField"];
/** A field's value as the contract sends it (checkbox with choices: the chosen values joined by ','). */
export type FormValue = string | number | boolean;
/** A form's values by field name. */
export type FormValues = Record<string, FormValue>;

/** Field types that only show text (no value). */
const DISPLAY_ONLY = new Set<FormField["type"]>(["titleDesc"]);
/** Field types whose value is a boolean (a lone checkbox has no choices). */
const isBoolean = (f: FormField) => f.type === "yesNo" || (f.type === "checkbox" && !f.choices?.length);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEL = /^\+?[0-9 ()-]{6,20}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a field holds a value (titleDesc does not). */
export function hasValue(field: FormField): boolean {
  return !DISPLAY_ONLY.has(field.type);
}

/** The values a form starts from: each field's `value` when it fits its type, else empty (false for booleans). */
export function initialFormValues(fields: readonly FormField[]): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (!hasValue(f)) continue;
    const v = f.value;
    if (isBoolean(f)) out[f.name] = v === true || v === "true" || v === "yes";
    else if (typeof v === "string" || typeof v === "number") out[f.name] = String(v);
    else if (Array.isArray(v)) out[f.name] = v.map(String).join(",");
    else out[f.name] = "";
  }
  return out;
}

/** The chosen values of a checkbox group (stored joined by ','). */
export function checkedValues(value: FormValue | undefined): string[] {
  return typeof value === "string" && value ? value.split(",") : [];
}

function isUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * What is wrong with one value, as an i18n key (`validation.required`, `dynamicForm.invalid.<type>`,
 * `dynamicForm.invalid.choice`), or null. An empty optional field is valid; a required yes/no or lone
 * checkbox needs true.
 * @example validateFormField({ type: "email", name: "email", label: "E-mail" }, "a@b") // "dynamicForm.invalid.email"
 */
export function validateFormField(field: FormField, value: FormValue | undefined): string | null {
  if (!hasValue(field)) return null;
  const required = Boolean(field.validator?.required);
  if (isBoolean(field)) return required && field.type === "checkbox" && value !== true ? "validation.required" : null;
  const text = value === undefined || value === null ? "" : String(value).trim();
  if (!text) return required ? "validation.required" : null;
  const choices = field.choices?.map((c) => c.value) ?? [];
  switch (field.type) {
    case "email":
      return EMAIL.test(text) ? null : "dynamicForm.invalid.email";
    case "number":
      return Number.isFinite(Number(text)) ? null : "dynamicForm.invalid.number";
    case "tel":
      return TEL.test(text) ? null : "dynamicForm.invalid.tel";
    case "url":
      return isUrl(text) ? null : "dynamicForm.invalid.url";
    case "date":
      return DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? null : "dynamicForm.invalid.date";
    case "time":
      return TIME.test(text) ? null : "dynamicForm.invalid.time";
    case "radio":
    case "dropdown":
      return choices.length === 0 || choices.includes(text) ? null : "dynamicForm.invalid.choice";
    case "checkbox":
      return checkedValues(text).every((c) => choices.includes(c)) ? null : "dynamicForm.invalid.choice";
    default:
      return null;
  }
}

/** Every field's problem (i18n keys) by name; an empty object when the form is valid. */
export function validateForm(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const key = validateFormField(f, values[f.name]);
    if (key) out[f.name] = key;
  }
  return out;
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
