import type { components } from "@portico/sdk";
import { newModuleId } from "@portico/sdk/rules";

type Schemas = components["schemas"];
export type ModuleProfile = Schemas["ModuleProfile"];
export type Module = Schemas["Module"];
export type FormField = Schemas["FormField"];
export type LoginMethodKey = Schemas["LoginMethodKey"];
/** The form values a wizard is completed with, by field name. */
export type WizardForm = Record<string, string | number | boolean>;

/** A module with a fresh id; `random` makes seeds deterministic. */
export function makeModule(profile: ModuleProfile, random?: () => number): Module {
  return { id: newModuleId(random), profile };
}

/**
 * A login module offering `methods` in that order. Names are MODULE_DEFAULT_TEXTS (the portal gives them in the
 * guest's language) and no caption is stored, so the buttons read the portal's own 'Continue' / 'Connect'.
 */
export function loginModule(methods: LoginMethodKey[], random?: () => number): Module {
  const loginMethods = Object.fromEntries(methods.map((m, order) => [m, { enabled: true, order }]));
  return makeModule({ name: "Sign in", mode: "login", loginMethods }, random);
}

/** The module that grants the guest access. */
export function grantModule(random?: () => number): Module {
  return makeModule({ name: "Get online", mode: "grant" }, random);
}

/** A coupon module; guests may redeem it at the counter. */
export function couponModule(title: string, amount: number | undefined, random?: () => number): Module {
  const profile: ModuleProfile = { name: "Coupon", mode: "coupon", couponTitle: title, showRedeemButton: true };
  if (amount !== undefined) profile.couponAmount = amount;
  return makeModule(profile, random);
}

/** A wizard form field. */
export function field(
  type: FormField["type"],
  name: string,
  label: string,
  extra: { required?: boolean; desc?: string; value?: unknown; choices?: FormField["choices"] } = {},
): FormField {
  const f: FormField = { type, name, label };
  if (extra.required) f.validator = { required: true };
  if (extra.desc) f.desc = extra.desc;
  if (extra.value !== undefined) f.value = extra.value;
  if (extra.choices) f.choices = extra.choices;
  return f;
}

/** The activity-name field every template starts with. */
export const nameField = (value: string) => field("text", "name", "Activity name", { required: true, value });

/** A form value as text ('' when missing). */
export const text = (form: WizardForm, name: string) => String(form[name] ?? "").trim();

/** A form value as a number, or undefined when blank. */
export function num(form: WizardForm, name: string): number | undefined {
  const t = text(form, name);
  return t === "" ? undefined : Number(t);
}

/** A yes/no form value. */
export const yes = (form: WizardForm, name: string) =>
  ["true", "yes", "1", "on"].includes(text(form, name).toLowerCase());
