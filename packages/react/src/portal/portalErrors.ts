import type { TFunction } from "i18next";
import { errorCode, errorMessage } from "../i18n/errorMessage";

/** The `fields` of a failed call (a PorticoError's per-field problems), or an empty object. */
export function errorFields(err: unknown): Record<string, string> {
  const fields = err && typeof err === "object" ? (err as { fields?: unknown }).fields : undefined;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}

// The sign-in's short field codes and the keys that explain them (survey answers go through problemKey).
const FIELD_KEYS: Record<string, string> = {
  required: "portal.invalid.required",
  email: "portal.invalid.email",
};

/** The shown text of one field problem: a server code or an i18n key, translated; any other text as sent. */
export function fieldText(t: TFunction, problem: string | null | undefined): string | null {
  if (!problem) return null;
  const key = FIELD_KEYS[problem] ?? problem;
  return key.includes(" ") ? key : t(key);
}

/** The text of a failed portal call; a wrong SMS code is not called a wrong password. */
export function portalErrorText(t: TFunction, err: unknown, method?: string): string {
  if (errorCode(err) === "INVALID_CREDENTIALS" && method === "sms") return t("portal.sms.wrongCode");
  return errorMessage(t, err);
}

/** Runs a callback that may return a promise; resolves true when it did not fail (a failure is shown by the host). */
export async function succeeded<T>(run: () => Promise<T> | T): Promise<T | false> {
  try {
    return await run();
  } catch {
    return false;
  }
}
