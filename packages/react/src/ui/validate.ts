import { isEmail } from "@portico/sdk/rules";

/** The contract's minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/** True for an e-mail address in the contract's format (the one pattern of `@portico/sdk/rules`). */
export { isEmail };

/** The i18n key of what is wrong with an e-mail field, or null. */
export function emailProblem(value: string): "validation.required" | "validation.email" | null {
  if (!value.trim()) return "validation.required";
  return isEmail(value) ? null : "validation.email";
}

/** The i18n key of what is wrong with a new password (at least 8 characters), or null. */
export function newPasswordProblem(value: string): "validation.required" | "validation.passwordMin" | null {
  if (!value) return "validation.required";
  return value.length >= MIN_PASSWORD_LENGTH ? null : "validation.passwordMin";
}
