import { randomBytes } from "node:crypto";
import type { components } from "@portico/sdk";
import { HttpError } from "../../errors";
import type { LoadedSession } from "./portalSessions";

type FormField = components["schemas"]["FormField"];
const SURVEYS = new Set(["survey", "survey-diy", "registration-form"]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The module a guest answers or claims from: it must be the current one and of the right kind. */
function currentModule(s: LoadedSession, moduleId: string, kinds: Set<string>) {
  const module = s.activity.modules[s.row.step];
  if (!module || module.id !== moduleId || !kinds.has(module.profile.mode))
    throw new HttpError(400, "VALIDATION_FAILED", "This is not the guest's current module", {
      fields: { moduleId: "not current" },
    });
  return module;
}

/** Why one answer is invalid for its field, or null. */
function fieldError(field: FormField, value: unknown): string | null {
  const empty = value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);
  if (empty) return field.validator?.required ? "required" : null;
  if (field.type === "number" && !Number.isFinite(Number(value))) return "number";
  if (field.type === "email" && !EMAIL.test(String(value))) return "email";
  const choices = field.choices?.map((c) => c.value);
  if (choices?.length && ["radio", "dropdown"].includes(field.type) && !choices.includes(String(value)))
    return "choice";
  return null;
}

/** Checks answers against the module's form (required, number, e-mail, choices) and keeps them. */
export function answerSurvey(s: LoadedSession, moduleId: string, answers: Record<string, unknown>): void {
  const module = currentModule(s, moduleId, SURVEYS);
  const fields = (module.profile.form ?? []).filter((f) => f.type !== "titleDesc");
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const e = fieldError(f, answers[f.name]);
    if (e) errors[f.name] = e;
  }
  if (Object.keys(errors).length)
    throw new HttpError(400, "VALIDATION_FAILED", "Some answers are missing or invalid", { fields: errors });
  const known = new Set(fields.map((f) => f.name));
  s.row.answers = {
    ...s.row.answers,
    [moduleId]: Object.fromEntries(Object.entries(answers).filter(([k]) => known.has(k))),
  };
}

/** Gives the guest the coupon of the current coupon module: one code per module, the same on a second claim. */
export function claimCoupon(s: LoadedSession, moduleId: string): boolean {
  const module = currentModule(s, moduleId, new Set(["coupon"]));
  if (s.row.coupons.some((c) => c.moduleId === moduleId)) return false;
  const p = module.profile;
  s.row.coupons = [
    ...s.row.coupons,
    {
      moduleId,
      code: randomBytes(6).toString("base64url").replace(/[-_]/g, "X").toUpperCase().slice(0, 8),
      title: p.couponTitle ?? p.name,
      amount: p.couponAmount ?? null,
      url: p.couponUrl ?? null,
    },
  ];
  return true;
}
