import type { NewINode } from "../../data/inodeTypes";
import { useNewINodes } from "../../data/newINodes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { FormError } from "../../ui/Form";
import * as s from "./inodes.css";

/** Props of {@link ScanINodesDialog}. */
export interface ScanINodesDialogProps {
  businessId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The user chose a found device to bind. */
  onBind(device: NewINode): void;
}

/**
 * 'Scan for new devices': the devices seen on the business's network and not bound yet. Devices found while
 * it is open appear by themselves (newINodeJoin); 'Scan again' asks the server.
 */
export function ScanINodesDialog({ businessId, open, onOpenChange, onBind }: ScanINodesDialogProps) {
  const { t } = usePortico();
  const found = useNewINodes(businessId, open);
  let body: React.ReactNode;
  if (found.error) body = <FormError error={t("inodes.scan.failed")} />;
  else if (!found.data) body = <p role="status">{t("Loading")}</p>;
  else if (!found.data.length) body = <p className={s.muted}>{t("inodes.scan.none")}</p>;
  else
    body = (
      <ul className={s.list} aria-label={t("inodes.scan.found")}>
        {found.data.map((d) => (
          <li key={d.ac} className={s.listItem}>
            <span className={`${s.mono} ${s.grow}`}>{d.ac}</span>
            <span className={s.muted}>{d.modelId}</span>
            <Button onClick={() => onBind(d)} aria-label={t("inodes.scan.bindOne", { ac: d.ac })}>
              {t("inodes.bind.submit")}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("inodes.scan.title")}
      description={t("inodes.scan.desc")}
      actions={
        <>
          <Button variant="secondary" onClick={() => void found.refetch()} loading={found.isFetching}>
            {t("inodes.scan.again")}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("Close")}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
