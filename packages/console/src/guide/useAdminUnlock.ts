import { usePortico, useToast } from "@portico/react";
import { useEffect, useState } from "react";
import { ADMIN_UNLOCK_KEY, ADMIN_UNLOCK_SEQUENCE, createSequenceDetector } from "./keySequence";

/** True once the hidden keystroke sequence was typed in this browser. */
export function isAdminUnlocked(): boolean {
  try {
    return localStorage.getItem(ADMIN_UNLOCK_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Listens for the hidden keystroke sequence (the Konami code) anywhere but in text fields; when it completes,
 * sets the admin-unlock flag in localStorage (`porticoAdminUnlock` = "1") and says so in a toast. Returns the
 * flag, which shows the administrators' system section (the platform-wide device map) in the menu.
 */
export function useAdminUnlock(): boolean {
  const { t } = usePortico();
  const toast = useToast();
  const [unlocked, setUnlocked] = useState(isAdminUnlocked);
  useEffect(() => {
    const feed = createSequenceDetector(ADMIN_UNLOCK_SEQUENCE);
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))) return;
      if (!feed(e.key)) return;
      try {
        localStorage.setItem(ADMIN_UNLOCK_KEY, "1");
      } catch {
        return;
      }
      setUnlocked(true);
      toast.success(t("console.admin.unlocked"));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [t, toast]);
  return unlocked;
}
