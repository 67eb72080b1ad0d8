import type { ReactNode } from "react";
import { ScreenTabs } from "../shell/LinkTabs";

/** The tabs of /inodegroups/{tab}, in the specification's order. */
export const INODE_GROUP_TABS = [
  { tab: "list", widget: "INodeGroupList" },
  { tab: "inodelist", widget: "INodeList" },
  { tab: "grouping", widget: "INodeGrouping" },
  { tab: "map", widget: "FloorPlanMap" },
] as const;
export type INodeGroupTab = (typeof INODE_GROUP_TABS)[number]["tab"];

/** The tab bar (links, so each tab is its own route) above one tab's content. */
export function INodeGroupTabs({ bid, tab, children }: { bid: number; tab: INodeGroupTab; children: ReactNode }) {
  return (
    <ScreenTabs bid={bid} section="inodegroups" tabs={INODE_GROUP_TABS} tab={tab}>
      {children}
    </ScreenTabs>
  );
}
