import type { FormField, WizardForm } from "./moduleFactory";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isUrl(v: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

/**
 * Checks a wizard form against its template's fields: required ones filled, number, url and email fields
 * well-formed when given. Fields the template does not have are ignored.
 * @returns `form/<name>` to what is wrong; empty means valid.
 * @example wizardFormProblems(items, { name: "" }); // { "form/name": "is required" }
 */
export function wizardFormProblems(items: readonly FormField[], form: WizardForm): Record<string, string> {
  const p: Record<string, string> = {};
  for (const f of items) {
    const raw = form[f.name];
    const value = raw === undefined || raw === null ? "" : String(raw).trim();
    const at = `form/${f.name}`;
    if (!value) {
      if (f.validator?.required) p[at] = "is required";
      continue;
    }
    if (f.type === "number" && (!Number.isFinite(Number(value)) || Number(value) < 0)) p[at] = "must be a number";
    else if (f.type === "url" && !isUrl(value)) p[at] = "must be an http(s) URL";
    else if (f.type === "email" && !EMAIL.test(value)) p[at] = "must be an e-mail address";
  }
  return p;
}
