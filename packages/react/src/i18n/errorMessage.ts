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

/**
 * The text shown for an error: the translated `error.<CODE>` when the catalogue has one, else the spec's
 * text rule (description, else message + ': ' + userMessage, else the plain string).
 */
export function errorMessage(t: TFunction, err: unknown): string {
  const code = errorCode(err);
  if (code) {
    const key = `error.${code}`;
    const text = t(key);
    if (text && text !== key) return text;
  }
  if (typeof err === "string") return err;
  return errorText(err) || t("Sorry but there was a error");
}
