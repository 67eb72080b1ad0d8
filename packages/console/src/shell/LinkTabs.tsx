import type { ReactNode } from "react";
import { Link } from "react-router";
import * as s from "./Shell.css";

/** One tab of a {@link LinkTabs} bar. */
export interface LinkTab {
  key: string;
  to: string;
  label: ReactNode;
  current: boolean;
}

/**
 * A tab bar of links: each tab is its own route, so a tab survives a reload and the browser's back button.
 * @example <LinkTabs label={t("detail.tabs")} tabs={[{ key: "info", to: `${base}/info`, label: t("Info"), current: true }]} />
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={s.tabs}>
        {tabs.map((x) => (
          <li key={x.key}>
            <Link to={x.to} className={s.tab} aria-current={x.current ? "page" : undefined}>
              {x.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
