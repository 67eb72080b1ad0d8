import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { wizardMessages } from "./i18n";
import * as s from "./wizard.css";

/** Props of {@link CongratulationDialog}. */
export interface CongratulationDialogProps {
  open: boolean;
  /** 'Assign WiFi Captive Portal to SSID': on to the configuration group list. */
  onAssignSsid(): void;
  /** 'Go to Marketing Campaigns List'. */
  onGoToList(): void;
}

/** The wizard's closing dialog: 'Congratulations! Your first marketing campaign is ready.' with its two choices. */
export function CongratulationDialog({ open, onAssignSsid, onGoToList }: CongratulationDialogProps) {
  useAreaMessages(wizardMessages);
  const { t } = usePortico();
  return (
    <Dialog
      open={open}
      modalStatic
      title={t("Congratulation! Your first marketing campaign is ready.")}
      actions={
        <>
          <Button variant="secondary" onClick={onGoToList}>
            {t("Go to Marketing Campaigns List")}
          </Button>
          <Button onClick={onAssignSsid}>{t("Assign WiFi Captive Portal to SSID")}</Button>
        </>
      }
    >
      <p className={s.dialogText}>{t("activities.wizard.done.next")}</p>
    </Dialog>
  );
}
