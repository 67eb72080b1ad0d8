import { usePortico } from "@portico/react";
import { Link, useLocation } from "react-router";
import type { MenuGroup } from "../routes/menu";
import * as s from "./Shell.css";

/** The sidebar menu: groups from the route table, already filtered by menu type and screen existence. */
export function Sidebar({ groups, id, onNavigate }: { groups: MenuGroup[]; id: string; onNavigate?(): void }) {
  const { t } = usePortico();
  const { pathname } = useLocation();
  return (
    <nav id={id} aria-label={t("console.nav.mainMenu")}>
      {groups.length === 0 ? <p className={s.muted}>{t("console.nav.noEntries")}</p> : null}
      {groups.map((g) => (
        <section key={g.section} className={s.menuGroup} aria-labelledby={`${id}-${g.section}`}>
          <h2 id={`${id}-${g.section}`} className={s.menuGroupTitle}>
            {t(g.labelKey)}
          </h2>
          <ul className={s.menuList}>
            {g.entries.map((e) => (
              <li key={e.to}>
                <Link
                  to={e.to}
                  className={s.menuLink}
                  aria-current={pathname === e.to ? "page" : undefined}
                  onClick={onNavigate}
                >
                  {t(e.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
