import { useEffect, useRef, useState } from "react";

/** What {@link useGuardedOpen} does when the view state changes under unsaved changes. */
export interface GuardedOpenOptions<T> {
  /** Asks the user; resolves true to leave the item shown. */
  ask(): Promise<boolean>;
  /** The user left: the changes are dropped (the caller clears its dirty flag). */
  onLeave(): void;
  /** The user stayed: the caller puts the view state back to `shown`. */
  onStay(shown: T): void;
}

/**
 * The item an editor shows for view state that may change under it (`?id=` and the browser's back button): it
 * follows `requested` at once, but while `dirty` the change waits on the user's answer, and staying keeps the
 * editor (and what was typed) as it is.
 * @example const open = useGuardedOpen(openId, dirty, { ask, onLeave: () => setDirty(false), onStay: setOpen });
 */
export function useGuardedOpen<T>(requested: T, dirty: boolean, opts: GuardedOpenOptions<T>): T {
  const [shown, setShown] = useState(requested);
  const latest = useRef(opts);
  latest.current = opts;
  const follow = requested !== shown && !dirty;
  // Adjusted during render (not in an effect), so a clean editor never shows the old item for a frame.
  if (follow) setShown(requested);
  const pending = requested !== shown && dirty;
  useEffect(() => {
    if (!pending) return;
    let current = true;
    void latest.current.ask().then((leave) => {
      if (!current) return;
      if (!leave) return latest.current.onStay(shown);
      setShown(requested);
      latest.current.onLeave();
    });
    return () => {
      current = false;
    };
  }, [pending, requested, shown]);
  return follow ? requested : shown;
}
