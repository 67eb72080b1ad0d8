import { Toast as RadixToast } from "radix-ui";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { createPorticoContext } from "../provider/createPorticoContext";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import * as s from "./toast.css";

/** What `useToast()` returns. */
export interface ToastApi {
  /** A green box with `text` for `ms` milliseconds, clamped to the spec's 2 to 5 s (default 2 s). */
  success(text: string, ms?: number): void;
  /** A red box titled 'Error' for 2 s with the translated code or the server's text of `errOrText`. */
  /** `ms`: how long it stays (2 s by default, 2 to 5 s; the spec keeps some messages 5 s). */
  error(errOrText: unknown, ms?: number): void;
}

interface ToastItem {
  id: number;
  kind: "error" | "success";
  title: string;
  text: string;
  duration: number;
}

const [ToastContext, useToastContext] = createPorticoContext<ToastApi>("useToast");

/**
 * Shows short notices in the spec's shapes.
 * @example const toast = useToast(); toast.error(err); toast.success(t("Saved"), 3000);
 */
export function useToast(): ToastApi {
  return useToastContext();
}

/** The spec's toast duration (success and error): 2 s by default, never under 2 s or over 5 s. */
export function successDuration(ms?: number): number {
  return Math.min(5000, Math.max(2000, ms ?? 2000));
}

/** Holds the toast queue and its viewport; mounted once by PorticoProvider. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const { t, elementClass } = usePortico();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const push = useCallback((item: Omit<ToastItem, "id">) => {
    const id = nextId.current++;
    setItems((list) => [...list, { ...item, id }]);
  }, []);
  const remove = (id: number) => setItems((list) => list.filter((i) => i.id !== id));

  const api = useMemo<ToastApi>(
    () => ({
      success: (text, ms) => push({ kind: "success", title: t("Success"), text, duration: successDuration(ms) }),
      error: (errOrText, ms) =>
        push({ kind: "error", title: t("Error"), text: errorMessage(t, errOrText), duration: successDuration(ms) }),
    }),
    [push, t],
  );

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="right" label={t("toast.dismiss")}>
        {children}
        <PorticoRoot>
          {items.map((item) => (
            <RadixToast.Root
              key={item.id}
              className={cx(s.toast[item.kind], elementClass("toast"))}
              duration={item.duration}
              type={item.kind === "error" ? "foreground" : "background"}
              onOpenChange={(open) => {
                if (!open) remove(item.id);
              }}
              data-kind={item.kind}
            >
              <RadixToast.Title className={s.toastTitle}>{item.title}</RadixToast.Title>
              <RadixToast.Description className={s.toastText}>{item.text}</RadixToast.Description>
              <RadixToast.Close className={s.toastClose} aria-label={t("toast.dismiss")}>
                ×
              </RadixToast.Close>
            </RadixToast.Root>
          ))}
          <RadixToast.Viewport className={s.viewport} />
        </PorticoRoot>
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
