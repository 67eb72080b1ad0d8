import { randomBytes } from "node:crypto";
import { dynamicFormProblems, localizeModule } from "@portico/sdk/rules";
import { HttpError } from "../../errors";
import type { LoadedSession } from "./portalSessions";

const SURVEYS = new Set(["survey", "survey-diy", "registration-form"]);

/** The module a guest answers or claims from: it must be the current one and of the right kind. */
function currentModule(s: LoadedSession, moduleId: string, kinds: Set<string>) {
  const module = s.activity.modules[s.row.step];
  if (!module || module.id !== moduleId || !kinds.has(module.profile.mode))
    throw new HttpError(400, "VALIDATION_FAILED", "This is not the guest's current module", {
      fields: { moduleId: "not current" },
    });
  return module;
}

/** Checks answers with the dynamic form's checks (the problems are sent as the field codes) and keeps them. */
export function answerSurvey(s: LoadedSession, moduleId: string, answers: Record<string, unknown>): void {
  const module = currentModule(s, moduleId, SURVEYS);
  const fields = (module.profile.form ?? []).filter((f) => f.type !== "titleDesc");
  const errors = dynamicFormProblems(fields, answers);
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
  const p = localizeModule(module.profile, s.row.lang); // the coupon keeps the title the guest read
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
