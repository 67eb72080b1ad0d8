import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { useReturnFocus } from "../../ui/useReturnFocus";
import * as s from "./editor.css";

/** Props of {@link FullScreenDialog}. */
export interface FullScreenDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Buttons at the top right (cancel, done). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The editor's full-screen dialog (a module's settings, the skip modules): Radix, so focus and Escape work. */
export function FullScreenDialog({ open, onOpenChange, title, actions, children }: FullScreenDialogProps) {
  const { elementClass } = usePortico();
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <PorticoRoot>
          <RadixDialog.Overlay className={s.overlay} />
          <RadixDialog.Content
            className={cx(s.fullScreen, elementClass("dialog"))}
            aria-describedby={undefined}
            onCloseAutoFocus={returnFocus}
          >
            <div className={s.fullScreenHead}>
              <RadixDialog.Title className={s.dialogTitle}>{title}</RadixDialog.Title>
              {actions}
            </div>
            <div className={s.fullScreenBody}>{children}</div>
          </RadixDialog.Content>
        </PorticoRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
