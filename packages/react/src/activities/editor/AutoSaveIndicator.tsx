import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import * as s from "./editor.css";
import type { AutoSaveStatus } from "./useAutoSave";

/** Props of {@link AutoSaveIndicator}. */
export interface AutoSaveIndicatorProps {
  status: AutoSaveStatus;
  error: unknown;
  /** The working copy differs from the running copy (Save deploys it). */
  differs: boolean;
}

/**
 * The save state next to Save, always shown: the preview copy is being saved, 'saved' (2 s after each write, then
 * 'Preview saved'), or why the last write failed; and whether guests still see an older running copy.
 */
export function AutoSaveIndicator({ status, error, differs }: AutoSaveIndicatorProps) {
  const { t } = usePortico();
  let preview: string;
  if (status === "saving" || status === "pending") preview = t("editor.autoSave.saving");
  else if (status === "saved") preview = t("editor.autoSave.saved");
  else if (status === "error") preview = t("editor.autoSave.failed", { message: errorMessage(t, error) });
  else preview = t("editor.autoSave.idle");
  return (
    <span className={s.saveState}>
      <span role="status" aria-live="polite" className={status === "error" ? s.errorText : s.saved}>
        {preview}
      </span>
      <span aria-live="polite" className={s.muted} data-deploy-state={differs ? "pending" : "live"}>
        {t(differs ? "editor.deploy.pending" : "editor.deploy.live")}
      </span>
    </span>
  );
}
