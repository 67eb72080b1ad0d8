import { PorticoError } from "@portico/sdk";
import { errorCode } from "../i18n/errorMessage";

/**
 * Puts an error code the server answers without `fields` (WRONG_PASSWORD, EMAIL_TAKEN) onto the form field it is
 * about, so useForm shows it there. Other errors pass through unchanged.
 * @example throw withFieldError(err, "WRONG_PASSWORD", "oldPassword", t("error.WRONG_PASSWORD"));
 */
export function withFieldError(err: unknown, code: string, field: string, text: string): unknown {
  if (errorCode(err) !== code || !(err instanceof PorticoError)) return err;
  return new PorticoError({
    status: err.status,
    code: err.code,
    message: err.message,
    ...(err.description !== undefined ? { description: err.description } : {}),
    ...(err.userMessage !== undefined ? { userMessage: err.userMessage } : {}),
    fields: { ...(err.fields ?? {}), [field]: text },
    cause: err,
  });
}

/** The form-level error unless it only repeats the text already shown on `field`. */
export function formErrorBesides(formError: string | null, fieldError: string | null): string | null {
  return formError && formError === fieldError ? null : formError;
}
