import { useMe, usePortico } from "@portico/react";
import { Confirm } from "@portico/react/ui";
import { useEffect, useId, useRef, useState } from "react";
import * as s from "./Shell.css";

/** The signed-in e-mail with a menu holding the logout, which asks 'Do you want to log out?' first. */
export function UserMenu({ onLogout }: { onLogout(): Promise<void> }) {
  const { t } = usePortico();
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  // Closes on an outside click or Escape, like any menu.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className={s.userMenu} ref={ref}>
      <button
        type="button"
        className={s.iconButton}
        aria-expanded={open}
        aria-controls={id}
        aria-label={me ? `${t("console.nav.userMenu")}: ${me.email}` : t("console.nav.userMenu")}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={s.userEmail}>{me?.email ?? "…"}</span>
      </button>
      {open ? (
        <div id={id} className={s.dropdown}>
          <button
            type="button"
            className={s.menuItem}
            onClick={() => {
              setOpen(false);
              setAsking(true);
            }}
          >
            {t("console.nav.logout")}
          </button>
        </div>
      ) : null}
      <Confirm
        open={asking}
        title={t("console.logout.title")}
        message={t("console.logout.question")}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          setAsking(false);
          await onLogout();
        }}
      />
    </div>
  );
}
