import { errorText } from "@portico/sdk";
import type { TFunction } from "i18next";

/** Reads the machine code of an error thrown by the SDK (or a fetch failure), if any. */
export function errorCode(err: unknown): string | null {
  if (err && typeof err === "object") {
    const code = (err as { code?: unknown }).code;
    if (typeof code === "string" && code) return code;
    // fetch() rejects with a TypeError when the server cannot be reached
    if (err instanceof TypeError) return "NETWORK_ERROR";
  }
  return null;
}

/** Whole minutes to wait before a rate-limited call may be repeated (at least 1), or null when unknown. */
export function retryMinutes(err: unknown): number | null {
  const seconds = err && typeof err === "object" ? (err as { retryAfter?: unknown }).retryAfter : undefined;
  return typeof seconds === "number" && seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : null;
}

/**
 * The text shown for an error: the translated `error.<CODE>` when the catalogue has one (for 429
 * RATE_LIMITED with how many minutes to wait), else the spec's text rule (description, else
 * message + ': ' + userMessage, else the plain string).
 */
export function errorMessage(t: TFunction, err: unknown): string {
  const code = errorCode(err);
  const minutes = code === "RATE_LIMITED" ? retryMinutes(err) : null;
  if (minutes !== null) return t("error.RATE_LIMITED.wait", { minutes });
  if (code) {
    const key = `error.${code}`;
    const text = t(key);
    if (text && text !== key) return text;
  }
  if (typeof err === "string") return err;
  return errorText(err) || t("Sorry but there was a error");
}
