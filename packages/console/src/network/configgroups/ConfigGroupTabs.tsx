import { usePortico } from "@portico/react";
import type { ReactNode } from "react";
import { LinkTabs } from "../../shell/LinkTabs";

/** The tabs of /configgroups/{tab}, in the specification's order. */
export const CONFIG_GROUP_TABS = [
  { tab: "list", widget: "ConfigGroupList" },
  { tab: "grouping", widget: "ConfigGrouping" },
] as const;
export type ConfigGroupTab = (typeof CONFIG_GROUP_TABS)[number]["tab"];

/** The tab bar (links, so each tab is its own route) above one tab's content. */
export function ConfigGroupTabs({ bid, tab, children }: { bid: number; tab: ConfigGroupTab; children: ReactNode }) {
  const { t } = usePortico();
  const tabs = CONFIG_GROUP_TABS.map((x) => ({
    key: x.tab,
    to: `/businesses/${bid}/configgroups/${x.tab}`,
    label: t(`console.screen.${x.widget}`),
    current: x.tab === tab,
  }));
  return (
    <>
      <LinkTabs label={t("console.screen.ConfigGroupList")} tabs={tabs} />
      {children}
    </>
  );
}
