import type { TFunction } from "i18next";
import { errorCode, errorMessage } from "../../i18n/errorMessage";

/**
 * Why a remove failed, for Remove-Activity-Error-Msg: ACTIVITY_IN_USE names the configuration groups the
 * server listed (its userMessage) in the user's language; any other error gives its translated or parsed text.
 * @example t("Remove-Activity-Error-Msg", { message: removeErrorText(t, err) })
 */
export function removeErrorText(t: TFunction, err: unknown): string {
  const groups = (err as { userMessage?: unknown } | null)?.userMessage;
  if (errorCode(err) === "ACTIVITY_IN_USE" && typeof groups === "string" && groups) {
    return t("activities.inUseBy", { groups });
  }
  return errorMessage(t, err);
}
