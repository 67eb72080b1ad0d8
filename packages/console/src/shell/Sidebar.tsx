import { usePortico } from "@portico/react";
import { Link, useLocation } from "react-router";
import type { MenuGroup } from "../routes/menu";
import type { MenuSection } from "../routes/routeTable";
import { MenuIcon } from "./MenuIcon";
import * as s from "./Shell.css";

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  groups: MenuGroup[];
  id: string;
  /** Sections guide mode hides (named on the nav for tests and assistive tooling). */
  hiddenSections?: readonly MenuSection[];
  onNavigate?(): void;
}

/**
 * The sidebar menu: groups from the route table, already filtered by menu type, guide mode and screen
 * existence. Each section is an anchor of the intro tour.
 */
export function Sidebar({ groups, id, hiddenSections = [], onNavigate }: SidebarProps) {
  const { t } = usePortico();
  const { pathname } = useLocation();
  return (
    <nav id={id} aria-label={t("console.nav.mainMenu")} data-guide-hidden={hiddenSections.join(" ") || undefined}>
      {groups.length === 0 ? <p className={s.muted}>{t("console.nav.noEntries")}</p> : null}
      {groups.map((g) => (
        <section
          key={g.section}
          className={s.menuGroup}
          aria-labelledby={`${id}-${g.section}`}
          data-tour={`section-${g.section}`}
        >
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
                  <MenuIcon widget={e.route.widget} section={g.section} />
                  <span>{t(e.labelKey)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
