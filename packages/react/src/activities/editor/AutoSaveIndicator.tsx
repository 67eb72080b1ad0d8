import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import * as s from "./editor.css";
import type { AutoSaveStatus } from "./useAutoSave";

/** The auto-save state next to Save: 'saved' for 2 s after each write, or why the last write failed. */
export function AutoSaveIndicator({ status, error }: { status: AutoSaveStatus; error: unknown }) {
  const { t } = usePortico();
  return (
    <span role="status" aria-live="polite" className={status === "error" ? s.errorText : s.saved}>
      {status === "saving" || status === "pending" ? (
        <span className={s.muted}>{t("editor.autoSave.saving")}</span>
      ) : null}
      {status === "saved" ? t("editor.autoSave.saved") : null}
      {status === "error" ? t("editor.autoSave.failed", { message: errorMessage(t, error) }) : null}
    </span>
  );
}
