/** `@portico/react/devices` access-point widgets: the list with scan-and-add, AP statistics, online clients. */

export type {
  AccessPoint,
  AccessPointFilters,
  AccessPointPage,
  AccessPointPaging,
  AccessPointRow,
  AccessPointSort,
} from "../../data/accessPoints";
export {
  fetchBusinessAccessPoints,
  fetchINodeAccessPoints,
  useAddAccessPoints,
  useBusinessAccessPoints,
  useScanAccessPoints,
} from "../../data/accessPoints";
export type { ApPeriod, ApReport, ApStatistics, ClientsUsage } from "../../data/apStatistics";
export {
  fetchApStatistics,
  fetchBusinessAccessPoint,
  fetchClientsUsage,
  useAccessPointByMac,
  useApStatistics,
} from "../../data/apStatistics";
export type { OnlineClient, OnlineClientPage } from "../../data/onlineClients";
export { fetchAllOnlineClients, fetchOnlineClients, useOnlineClients } from "../../data/onlineClients";
export type { AccessPointListProps, AccessPointListState } from "./AccessPointList";
export { ACCESS_POINT_SORTS, AccessPointList } from "./AccessPointList";
export type { AccessPointStatisticsProps, AccessPointStatisticsState } from "./AccessPointStatistics";
export { AccessPointStatistics } from "./AccessPointStatistics";
export type { AddAccessPointsDialogProps } from "./AddAccessPointsDialog";
export { AddAccessPointsDialog } from "./AddAccessPointsDialog";
export type { ScannedRow } from "./accessPointRules";
export { unnamedChecked } from "./accessPointRules";
export { ClientsUsageTable } from "./ClientsUsageTable";
export { accessPointsMessages } from "./i18n";
export type { OnlineClientsProps, OnlineClientsState } from "./OnlineClients";
export { OnlineClients } from "./OnlineClients";
