import { useCallback, useEffect, useRef, useState } from "react";

/** Where the auto-save stands: `saved` lasts {@link SAVED_INDICATOR_MS} after each successful write. */
export type AutoSaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

/** Part 1 section 9: the auto-saved indicator shows for 2 s. */
export const SAVED_INDICATOR_MS = 2000;
/** Changes are written this long after the last one, so typing does not write on every key. */
export const AUTO_SAVE_DELAY_MS = 800;

/**
 * Debounced auto-save: `schedule(value)` writes the latest value after `delay` ms of quiet; `flush()` writes a
 * pending value now (before a real save). A failed write keeps the value pending for the next change; `discard()`
 * drops it.
 * @example const auto = useAutoSave((c) => setPreview.mutateAsync(c)); auto.schedule(next);
 */
export function useAutoSave<T>(write: (value: T) => Promise<unknown>, delay = AUTO_SAVE_DELAY_MS) {
  const [status, setStatus] = useState<AutoSaveStatus>("idle");
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void>>(Promise.resolve());
  const writeRef = useRef(write);
  writeRef.current = write;

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // Writes run one after another so an older copy never lands after a newer one.
    const run = running.current.then(async () => {
      const next = pending.current;
      if (!next) return;
      pending.current = null;
      setStatus("saving");
      try {
        await writeRef.current(next.value);
        setError(null);
        if (pending.current) return;
        setStatus("saved");
        if (savedTimer.current) clearTimeout(savedTimer.current);
        savedTimer.current = setTimeout(() => setStatus((s) => (s === "saved" ? "idle" : s)), SAVED_INDICATOR_MS);
      } catch (err) {
        pending.current ??= next;
        setError(err);
        setStatus("error");
        throw err;
      }
    });
    running.current = run.catch(() => {});
    return run;
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setStatus("pending");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush().catch(() => {}), delay);
    },
    [delay, flush],
  );

  // Leaving the editor writes what is still waiting.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(
    () => () => {
      if (savedTimer.current) clearTimeout(savedTimer.current);
      if (timer.current) void flushRef.current().catch(() => {});
    },
    [],
  );

  // A refused write is not retried: the editor goes back to the server's copy instead.
  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  return { status, error, schedule, flush, discard, hasPending: () => pending.current !== null };
}
