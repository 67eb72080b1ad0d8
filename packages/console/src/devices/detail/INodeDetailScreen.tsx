import { useAreaMessages, usePortico } from "@portico/react";
import {
  DhcpLeases,
  detailMessages,
  INodeInfo,
  INodeLogs,
  INodeStatistics,
  INodeVisitors,
  useINodeDetail,
} from "@portico/react/devices";
import { Link, useLocation } from "react-router";
import type { ScreenProps } from "../../routes/screens";
import { LinkTabs } from "../../shell/LinkTabs";
import { DETAIL_MODES, detailTab, LOG_TABS } from "./detailRoutes";

/**
 * /businesses/{bid}/inodegroups/{cuid}/{mode} and /inodegroups/{cuid}/log/{kind}: the iNode's name, a tab per
 * detail mode and per log, and the widget of the open one. Registered for INodeInfo, INodeStatistics,
 * INodeVisitors, DhcpLeases and INodeLogs.
 */
export default function INodeDetailScreen({ params, search }: ScreenProps) {
  useAreaMessages(detailMessages);
  const { t } = usePortico();
  const { pathname } = useLocation();
  const bid = Number(params.bid);
  const cuid = params.cuid ?? "";
  const inode = useINodeDetail(bid, cuid);
  const tab = detailTab(pathname);
  const base = `/businesses/${bid}/inodegroups/${encodeURIComponent(cuid)}`;
  const q = search.toString() ? `?${search.toString()}` : "";
  const tabs = [
    ...DETAIL_MODES.map((m) => ({
      key: m,
      to: `${base}/${m}${q}`,
      label: t(`detail.tab.${m}`),
      current: "mode" in tab && tab.mode === m,
    })),
    ...LOG_TABS.map((k) => ({
      key: k,
      to: `${base}/log/${k}${q}`,
      label: t(`detail.logs.title.${k}`),
      current: "log" in tab && tab.log === k,
    })),
  ];

  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
      <div>
        <Link to={`/businesses/${bid}/inodegroups/inodelist`}>{t("detail.back")}</Link>
        <h1 style={{ margin: "8px 0 0", fontSize: "1.4em" }}>{inode.data?.nickname ?? cuid}</h1>
      </div>
      <LinkTabs label={t("detail.tabs")} tabs={tabs} />
      {"log" in tab ? (
        <INodeLogs cuid={cuid} businessId={bid} kind={tab.log} />
      ) : tab.mode === "statistics" ? (
        <INodeStatistics cuid={cuid} businessId={bid} />
      ) : tab.mode === "visitors" ? (
        <INodeVisitors cuid={cuid} businessId={bid} />
      ) : tab.mode === "dhcpleases" ? (
        <DhcpLeases cuid={cuid} businessId={bid} />
      ) : (
        <INodeInfo cuid={cuid} businessId={bid} />
      )}
    </div>
  );
}
