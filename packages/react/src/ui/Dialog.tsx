import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import * as s from "./dialog.css";
import { useReturnFocus } from "./useReturnFocus";

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onOpenChange?(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the bottom right. */
  actions?: ReactNode;
  /** A static dialog cannot be dismissed by Escape or an outside click (the spec's 'static' dialogs). */
  modalStatic?: boolean;
  /** Use `alertdialog` for boxes the user must answer. */
  role?: "dialog" | "alertdialog";
  children?: ReactNode;
}

/**
 * A modal dialog on Radix, themed and portalled under a scoped widget root.
 * @example <Dialog open={open} onOpenChange={setOpen} title="Edit" actions={<Button>Save</Button>}>...</Dialog>
 */
export function Dialog({ open, onOpenChange, title, description, actions, modalStatic, role, children }: DialogProps) {
  const { elementClass } = usePortico();
  const block = modalStatic ? (e: Event) => e.preventDefault() : undefined;
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <PorticoRoot>
          <RadixDialog.Overlay className={s.overlay} />
          <RadixDialog.Content
            className={cx(s.content, elementClass("dialog"))}
            {...(role ? { role } : {})}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
            onCloseAutoFocus={returnFocus}
            {...(description ? {} : { "aria-describedby": undefined })}
          >
            <RadixDialog.Title className={s.dialogTitle}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={s.dialogDescription}>{description}</RadixDialog.Description>
            ) : null}
            {children}
            {actions ? <div className={s.actions}>{actions}</div> : null}
          </RadixDialog.Content>
        </PorticoRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
