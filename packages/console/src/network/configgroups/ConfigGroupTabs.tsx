import type { ReactNode } from "react";
import { ScreenTabs } from "../../shell/LinkTabs";

/** The tabs of /configgroups/{tab}, in the specification's order. */
export const CONFIG_GROUP_TABS = [
  { tab: "list", widget: "ConfigGroupList" },
  { tab: "grouping", widget: "ConfigGrouping" },
] as const;
export type ConfigGroupTab = (typeof CONFIG_GROUP_TABS)[number]["tab"];

/** The tab bar (links, so each tab is its own route) above one tab's content. */
export function ConfigGroupTabs({ bid, tab, children }: { bid: number; tab: ConfigGroupTab; children: ReactNode }) {
  return (
    <ScreenTabs bid={bid} section="configgroups" tabs={CONFIG_GROUP_TABS} tab={tab}>
      {children}
    </ScreenTabs>
  );
}
