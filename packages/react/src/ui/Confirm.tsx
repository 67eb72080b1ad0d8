import { type ReactNode, useCallback, useRef, useState } from "react";
import { usePortico } from "../provider/context";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

/** Props of {@link Confirm}. */
export interface ConfirmProps {
  open: boolean;
  /** The question, e.g. t("Do you want to log out?"). */
  message: ReactNode;
  title?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /**
   * A destructive question (deletes, discarding edits): the confirm button is in the danger colour and focus
   * starts on Cancel, so a second Enter (or a held one) never confirms by accident.
   */
  danger?: boolean;
  /** May return a promise: the button shows loading until it settles. */
  onConfirm(): void | Promise<void>;
  onCancel(): void;
}

/**
 * A yes/no question in a dialog.
 * @example <Confirm open={ask} message={t("Do you want to log out?")} onConfirm={signOut} onCancel={() => setAsk(false)} />
 */
export function Confirm({ open, message, title, confirmText, cancelText, danger, onConfirm, onCancel }: ConfirmProps) {
  const { t } = usePortico();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onOpenChange={(o) => {
        if (!o && !busy) onCancel();
      }}
      title={title ?? t("Confirm")}
      description={message}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus={danger}>
            {cancelText ?? t("Cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={run} loading={busy} autoFocus={!danger}>
            {confirmText ?? t("OK")}
          </Button>
        </>
      }
    />
  );
}

/** Options of a `confirm()` call from {@link useConfirm}. */
export type ConfirmOptions = Omit<ConfirmProps, "open" | "onConfirm" | "onCancel">;

/**
 * Promise-style confirm: render `element` once, then `await confirm({ message })` resolves true or false.
 * @example const { confirm, element } = useConfirm(); if (await confirm({ message: t("Do you want to log out?") })) ...
 */
export function useConfirm() {
  const [pending, setPending] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => {
    resolver.current?.(false);
    setPending(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setPending(null);
  };
  const element = pending ? (
    <Confirm {...pending} open onConfirm={() => settle(true)} onCancel={() => settle(false)} />
  ) : null;
  return { confirm, element };
}
