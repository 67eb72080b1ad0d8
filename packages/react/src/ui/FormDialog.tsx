import type { FormEvent, ReactNode } from "react";
import { usePortico } from "../provider/context";
import { Button } from "./Button";
import { type ConfirmOptions, useConfirm } from "./Confirm";
import { Dialog } from "./Dialog";
import * as s from "./dialog.css";
import { Form, FormError } from "./Form";

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  /** Called when the user asks to close (Cancel, Escape, outside click); never while busy. */
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  /** The form-level error of a failed save, shown above the fields. */
  formError?: string | null;
  /** Runs on Save (the form's submit); the native submit is already prevented. */
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  /** The Save button's text (each area names its own save, e.g. t("links.save")). */
  submitLabel: ReactNode;
  /** A save is running: Save shows loading, Cancel and closing are blocked. */
  busy?: boolean;
  /** Keeps Save disabled (e.g. until all required fields are set). */
  submitDisabled?: boolean;
  /** Hides Save (view-only forms keep Cancel alone). */
  hideSubmit?: boolean;
  /**
   * The Cancel button's text, for a dialog whose form is not a pending edit (a command runner says "Close").
   * @default t("Cancel")
   */
  cancelLabel?: ReactNode;
  /** Further buttons (e.g. Delete), at the start of the footer, apart from Cancel and Save at its end. */
  extraActions?: ReactNode;
  /**
   * Unsaved-changes guard: while `dirty`, closing asks `unsavedConfirm` first (give the area's texts, e.g.
   * netconfig's `unsavedConfirm(t)`); without both, the dialog closes at once.
   */
  dirty?: boolean;
  unsavedConfirm?: ConfirmOptions;
  children?: ReactNode;
}

/**
 * The one scaffold of an edit dialog: title, the fields (children), the form error, Cancel/Save, a busy state
 * and an optional unsaved-changes guard. The caller owns the values and the save. The footer is the form's last
 * row (extra actions at its start, Cancel then Save at its end), so Enter in a field submits through Save.
 * @example
 * <FormDialog open={open} onClose={close} title={t("links.dialog.title")} formError={formError}
 *   onSubmit={() => void save()} submitLabel={t("links.save")} busy={busy}>
 *   <TextField label={t("links.field.name")} value={name} onChange={setName} />
 * </FormDialog>
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  formError,
  onSubmit,
  submitLabel,
  busy,
  submitDisabled,
  hideSubmit,
  cancelLabel,
  extraActions,
  dirty,
  unsavedConfirm,
  children,
}: FormDialogProps) {
  const { t } = usePortico();
  const { confirm, element: confirmElement } = useConfirm();
  const requestClose = async () => {
    if (busy) return;
    if (dirty && unsavedConfirm && !(await confirm(unsavedConfirm))) return;
    onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (!o) void requestClose();
        }}
        title={title}
        description={description}
      >
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(e);
          }}
        >
          <FormError error={formError} />
          {children}
          <div className={s.formActions}>
            {extraActions ? <div className={s.actionsStart}>{extraActions}</div> : null}
            <Button variant="secondary" onClick={() => void requestClose()} disabled={busy}>
              {cancelLabel ?? t("Cancel")}
            </Button>
            {hideSubmit ? null : (
              <Button type="submit" loading={busy} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            )}
          </div>
        </Form>
      </Dialog>
      {confirmElement}
    </>
  );
}
