import { usePortico } from "@portico/react";
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

/** One tab of a {@link ScreenTabs} bar: its route segment and the widget it shows (whose screen name titles it). */
export interface ScreenTab<T extends string> {
  tab: T;
  widget: string;
}

/**
 * The tab bar of a business screen whose tabs are routes (`/businesses/{bid}/{section}/{tab}`), above one tab's
 * content; the bar is named after the first tab's screen.
 * @example <ScreenTabs bid={bid} section="configgroups" tabs={CONFIG_GROUP_TABS} tab="list">{list}</ScreenTabs>
 */
export function ScreenTabs<T extends string>({
  bid,
  section,
  tabs,
  tab,
  children,
}: {
  bid: number;
  section: string;
  tabs: readonly ScreenTab<T>[];
  tab: T;
  children: ReactNode;
}) {
  const { t } = usePortico();
  const links = tabs.map((x) => ({
    key: x.tab,
    to: `/businesses/${bid}/${section}/${x.tab}`,
    label: t(`console.screen.${x.widget}`),
    current: x.tab === tab,
  }));
  return (
    <>
      <LinkTabs label={t(`console.screen.${tabs[0]?.widget}`)} tabs={links} />
      {children}
    </>
  );
}
