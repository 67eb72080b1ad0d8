import { useMe, usePortico } from "@portico/react";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { screenTitleKey } from "../routes/routeTable";
import { LinkTabs } from "../shell/LinkTabs";
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
    <LinkTabs
      label={t("console.account.tabs")}
      tabs={tabs.map((tab) => ({
        key: tab.tab,
        to: tab.to,
        label: t(screenTitleKey(tab.route)),
        current: pathname === tab.to,
      }))}
    />
  );
}
