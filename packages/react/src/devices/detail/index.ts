/** `@portico/react/devices` detail widgets: one iNode's visitors, DHCP leases, statistics, info and logs. */

export type { DhcpLease } from "../../data/dhcpLeases";
export { fetchDhcpLease, fetchDhcpLeases, useDhcpLease, useDhcpLeases } from "../../data/dhcpLeases";
export type { FirmwareKind, UpgradeRecord, UpgradeState } from "../../data/firmware";
export {
  FIRMWARE_KINDS,
  fetchUpgradeState,
  UPGRADE_HISTORY_PAGE_SIZE,
  useINodeEvents,
  useUpgradeHistory,
  useUpgradeINode,
  useUpgradeState,
} from "../../data/firmware";
export type { INodeDetail } from "../../data/inodeDetail";
export { DETAIL_LIVE_EVENTS, fetchINodeDetail, useINodeDetail, useINodeLiveRefresh } from "../../data/inodeDetail";
export { detailKeys } from "../../data/inodeDetailKeys";
export type {
  DhcpLogEntry,
  DnsLogEntry,
  LogEntryOf,
  LogKind,
  LogQuery,
  SiteSurvey,
  SiteSurveyEntry,
  TextLogKind,
  WifiClientLogEntry,
} from "../../data/inodeLogs";
export { fetchLogPage, fetchSiteSurvey, LOG_KINDS, useLogPage, useSiteSurvey } from "../../data/inodeLogs";
export type { DebugCommandResult, INodeSystemInfo, WifiInfo } from "../../data/inodeSystem";
export { fetchSystemInfo, fetchWifiInfo, useDebugCommand, useSystemInfo, useWifiInfo } from "../../data/inodeSystem";
export type { INodeVisitor } from "../../data/visitors";
export { fetchVisitors, useRevokeVisitor, useVisitors } from "../../data/visitors";
export type { DebugCommandDialogProps } from "./DebugCommandDialog";
export { DebugCommandDialog } from "./DebugCommandDialog";
export type { DhcpLeaseDialogProps } from "./DhcpLeaseDialog";
export { DhcpLeaseDialog } from "./DhcpLeaseDialog";
export type { DhcpLeasesProps, DhcpLeasesState } from "./DhcpLeases";
export { DhcpLeases } from "./DhcpLeases";
export type { FirmwareSectionProps } from "./FirmwareSection";
export { FirmwareSection } from "./FirmwareSection";
export { EVENTS_PAGE_SIZE, INodeEventsTable } from "./INodeEventsTable";
export type { INodeInfoProps } from "./INodeInfo";
export { INodeInfo } from "./INodeInfo";
export type { INodeLogsProps, INodeLogsState } from "./INodeLogs";
export { INodeLogs } from "./INodeLogs";
export type { INodeStatisticsProps } from "./INodeStatistics";
export { INodeStatistics } from "./INodeStatistics";
export type { INodeVisitorsProps, INodeVisitorsState } from "./INodeVisitors";
export { INodeVisitors } from "./INodeVisitors";
export { detailMessages } from "./i18n";
export type { ChartColor, LazyChartProps, LazyChartSeries } from "./LazyChart";
export { LazyChart } from "./LazyChart";
export { SystemInfoSection } from "./SystemInfoSection";
export { channelLoad, channelSpan } from "./siteSurvey";
export type { RatePoint, StatisticsInterface, StatisticsReport } from "./statisticsSeries";
export { ratePoint, STATISTICS_INTERFACES } from "./statisticsSeries";
export { LOG_WINDOWS, TextLog } from "./TextLog";
export type { UpgradeHistoryDialogProps } from "./UpgradeHistoryDialog";
export { UpgradeHistoryDialog } from "./UpgradeHistoryDialog";
export { fetchStatistics, useStatisticsWindow } from "./useStatisticsWindow";
