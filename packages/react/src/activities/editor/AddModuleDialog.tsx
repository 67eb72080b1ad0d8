import type { MenuType, ModuleType } from "@portico/sdk/rules";
import { moduleTypesFor } from "@portico/sdk/rules";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import * as s from "./editor.css";

/** Props of {@link AddModuleDialog}. */
export interface AddModuleDialogProps {
  open: boolean;
  menuType?: MenuType | undefined;
  /** Called with the chosen type; cancelling adds nothing (a new module without a mode is dropped). */
  onPick(type: ModuleType): void;
  onCancel(): void;
}

/** Picks the type of a new module among those the menu type offers (part 1 section 2). */
export function AddModuleDialog({ open, menuType, onPick, onCancel }: AddModuleDialogProps) {
  const { t } = usePortico();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onCancel())}
      title={t("editor.modules.addTitle")}
      description={t("editor.modules.addHint")}
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {t("editor.cancel")}
        </Button>
      }
    >
      <div className={s.typeGrid}>
        {moduleTypesFor(menuType).map((type) => (
          <Button key={type} variant="secondary" onClick={() => onPick(type)}>
            {t(`editor.type.${type}`)}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
