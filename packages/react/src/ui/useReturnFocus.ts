import { useCallback, useRef } from "react";

/**
 * Returns focus to the control that opened a dialog. Most dialogs here are opened by state, not by a Radix
 * Trigger, so Radix cannot know the opener and would leave focus on the page's body: this remembers the focused
 * element when `open` turns true and refocuses it on close. Pass the result as `onCloseAutoFocus` of
 * `RadixDialog.Content`. When the opener is gone (e.g. the deleted row's button), focus stays with the document.
 * @example const returnFocus = useReturnFocus(open); <RadixDialog.Content onCloseAutoFocus={returnFocus}>
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read during render: by the time an effect runs, an autoFocus child inside the dialog may already hold focus.
  if (open && !wasOpen.current && typeof document !== "undefined") {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return useCallback((event: Event) => {
    event.preventDefault();
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  }, []);
}
