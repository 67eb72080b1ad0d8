import { useMe, usePortico } from "@portico/react";
import { Confirm } from "@portico/react/ui";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { accountTabs } from "../account/accountTabs";
import { screenTitleKey } from "../routes/routeTable";
import * as s from "./Shell.css";

/**
 * The signed-in e-mail with a menu: the account screens that exist (profile, users), the intro tour, and
 * the logout, which asks 'Do you want to log out?' first.
 */
export function UserMenu({ onLogout, onTour }: { onLogout(): Promise<void>; onTour(): void }) {
  const { t } = usePortico();
  const { data: me } = useMe();
  const tabs = useMemo(
    () => (me ? accountTabs({ hasUsername: Boolean(me.username), accountKind: me.kind }) : []),
    [me],
  );
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
    <div className={s.userMenu} ref={ref} data-tour="account">
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
          {tabs.map((tab) => (
            <Link key={tab.tab} to={tab.to} className={s.menuItem} onClick={() => setOpen(false)}>
              {t(screenTitleKey(tab.route))}
            </Link>
          ))}
          <button
            type="button"
            className={s.menuItem}
            onClick={() => {
              setOpen(false);
              onTour();
            }}
          >
            {t("console.tour.start")}
          </button>
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
