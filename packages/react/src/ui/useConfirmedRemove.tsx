import type { ReactNode } from "react";
import { useConfirm } from "./Confirm";
import { useToast } from "./Toast";

/** Options of {@link useConfirmedRemove}. */
export interface ConfirmedRemoveOptions<T> {
  /** The question, e.g. t("netconfig.removeConfirm", { name }). */
  message(item: T): ReactNode;
  /** Removes the item (a mutation); a rejection is shown as an error toast. */
  remove(item: T): Promise<unknown>;
  /** The success toast's text. */
  done: string;
}

/**
 * Remove-with-confirm for a list: asks (danger confirm), removes, and toasts the outcome. Render `element` once;
 * `confirm` asks other questions through the same dialog.
 * @example
 * const removal = useConfirmedRemove({ message: (c) => t("x.removeConfirm", { name: c.name }),
 *   remove: (c) => remove.mutateAsync(c.id), done: t("x.toast.remove") });
 * <Button onClick={() => removal.ask(c)}>...</Button> {removal.element}
 */
export function useConfirmedRemove<T>(opts: ConfirmedRemoveOptions<T>) {
  const { confirm, element } = useConfirm();
  const toast = useToast();
  /** Resolves true when the item was removed, false when the user said no or the removal failed. */
  const ask = async (item: T): Promise<boolean> => {
    if (!(await confirm({ message: opts.message(item), danger: true }))) return false;
    try {
      await opts.remove(item);
      toast.success(opts.done);
      return true;
    } catch (err) {
      toast.error(err);
      return false;
    }
  };
  return { ask, confirm, element };
}
