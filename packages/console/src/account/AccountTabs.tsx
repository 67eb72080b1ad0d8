import { useMe, usePortico } from "@portico/react";
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { screenTitleKey } from "../routes/routeTable";
import * as s from "../shell/Shell.css";
import { accountTabs } from "./accountTabs";

/** The account tab bar: only tabs whose screens exist and that the account may open. */
export function AccountTabs() {
  const { t } = usePortico();
  const { pathname } = useLocation();
  const me = useMe().data;
  const tabs = useMemo(
    () => (me ? accountTabs({ hasUsername: Boolean(me.username), accountKind: me.kind }) : []),
    [me],
  );
  if (tabs.length < 2) return null;
  return (
    <nav aria-label={t("console.account.tabs")}>
      <ul className={s.tabs}>
        {tabs.map((tab) => (
          <li key={tab.tab}>
            <Link to={tab.to} className={s.tab} aria-current={pathname === tab.to ? "page" : undefined}>
              {t(screenTitleKey(tab.route))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
