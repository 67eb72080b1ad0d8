import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** What the shell hands a screen: the route parameters and the query string (view state lives there). */
export interface ScreenProps {
  params: Record<string, string>;
  search: URLSearchParams;
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** One component for the iNode detail modes and logs, so switching tabs keeps the screen mounted. */
const inodeDetail: Screen = lazy(() => import("../devices/detail/INodeDetailScreen"));

/**
 * Widget name -> lazily loaded screen component. A route's `exists` flag is true exactly when its widget
 * is registered here (a test checks it); its menu entry and account tab appear by themselves.
 */
export const screens: Partial<Record<string, Screen>> = {
  AccountProfile: lazy(() => import("../account/AccountProfileScreen")),
  AccountUsers: lazy(() => import("../account/AccountUsersScreen")),
  BusinessEditor: lazy(() => import("../business/BusinessDetailScreen")),
  DeviceMap: lazy(() => import("../devices/map/DeviceMapScreen")),
  FirstINodeGroupWizard: lazy(() => import("../devices/FirstINodeGroupWizardScreen")),
  FloorPlanMap: lazy(() => import("../devices/INodeMapTabScreen")),
  INodeGroupList: lazy(() => import("../devices/INodeGroupListScreen")),
  INodeGrouping: lazy(() => import("../devices/INodeGroupingScreen")),
  INodeList: lazy(() => import("../devices/INodeListScreen")),
  PreAuthList: lazy(() => import("../devices/PreAuthListScreen")),
  AccessPointList: lazy(() => import("../devices/detail/AccessPointListScreen")),
  AccessPointStatistics: lazy(() => import("../devices/detail/AccessPointStatisticsScreen")),
  DhcpLeases: inodeDetail,
  INodeInfo: inodeDetail,
  INodeLogs: inodeDetail,
  INodeStatistics: inodeDetail,
  INodeVisitors: inodeDetail,
  OnlineClients: lazy(() => import("../devices/detail/OnlineClientsScreen")),
  ActivityList: lazy(() => import("../activities/list/ActivityListScreen")),
  FirstActivityWizard: lazy(() => import("../activities/wizard/FirstActivityWizardScreen")),
  ConfigGroupList: lazy(() => import("../network/configgroups/ConfigGroupListScreen")),
  ConfigGrouping: lazy(() => import("../network/configgroups/ConfigGroupingScreen")),
  DaySchedule: lazy(() => import("../network/configgroups/DayScheduleScreen")),
  FirstConfigGroupWizard: lazy(() => import("../network/configgroups/FirstConfigGroupWizardScreen")),
  ScheduleCalendar: lazy(() => import("../network/configgroups/ScheduleCalendarScreen")),
  NetworkConfigList: lazy(() => import("../network/netconfig/NetworkConfigListScreen")),
  ActivityEditor: lazy(() => import("../activities/editor/ActivityEditorScreen")),
  ShortLinkList: lazy(() => import("../links/ShortLinkListScreen")),
  ShortLinkStatistics: lazy(() => import("../links/ShortLinkStatisticsScreen")),
  VisitorsReport: lazy(() => import("../reports/VisitorsReportScreen")),
  BehaviorReport: lazy(() => import("../reports/BehaviorReportScreen")),
  AuthAppList: lazy(() => import("../authapps/AuthAppListScreen")),
  Air2ProjectList: lazy(() => import("../marketing/Air2ProjectListScreen")),
  Air2CampaignList: lazy(() => import("../marketing/Air2CampaignListScreen")),
  Air2TypeSelector: lazy(() => import("../marketing/Air2TypeSelectorScreen")),
  Air2CampaignEditor: lazy(() => import("../marketing/Air2CampaignEditorScreen")),
  Air2CampaignStats: lazy(() => import("../marketing/Air2CampaignStatsScreen")),
  AuthAppEditor: lazy(() => import("../authapps/AuthAppEditorScreen")),
  AuthAppPreview: lazy(() => import("../authapps/AuthAppPreviewScreen")),
  ContactSourceList: lazy(() => import("../marketing/ContactSourceListScreen")),
  ContactSourceEditor: lazy(() => import("../marketing/ContactSourceEditorScreen")),
  ContactSourcePreview: lazy(() => import("../marketing/ContactSourcePreviewScreen")),
  // apps: checkios
  CheckioList: lazy(() => import("../apps/checkios/CheckioListScreen")),
  CheckioExport: lazy(() => import("../apps/checkios/CheckioExportScreen")),
  CheckioEditor: lazy(() => import("../apps/checkios/CheckioEditorScreen")),
  SupplierReport: lazy(() => import("../apps/checkios/SupplierReportScreen")),
  CheckioSearch: lazy(() => import("../apps/checkios/CheckioSearchScreen")),
  HolidayPickup: lazy(() => import("../apps/checkios/HolidayPickupScreen")),
  // apps: bookings
  BookingList: lazy(() => import("../apps/bookings/BookingListScreen")),
  CouponList: lazy(() => import("../apps/bookings/CouponListScreen")),
  CouponCodeSearch: lazy(() => import("../apps/bookings/CouponCodeSearchScreen")),
  CouponCodes: lazy(() => import("../apps/bookings/CouponCodesScreen")),
  PerformanceDashboard: lazy(() => import("../reports/PerformanceDashboardScreen")),
  ChannelsDashboard: lazy(() => import("../reports/ChannelsDashboardScreen")),
  GreenDashboard: lazy(() => import("../reports/GreenDashboardScreen")),
  WebhookSettings: lazy(() => import("../marketing/WebhookSettingsScreen")),
  SmsCampaignList: lazy(() => import("../marketing/SmsCampaignListScreen")),
  SmsEditor: lazy(() => import("../marketing/SmsEditorScreen")),
  EdmCampaignList: lazy(() => import("../marketing/EdmCampaignListScreen")),
  EdmReport: lazy(() => import("../marketing/EdmReportScreen")),
  // apps: lotteries
  LotteryList: lazy(() => import("../apps/lotteries/LotteryListScreen")),
  // apps: orders
  BookingReport: lazy(() => import("../apps/orders/BookingReportScreen")),
  CouponReport: lazy(() => import("../apps/orders/CouponReportScreen")),
  // apps: catalog (issue 17)
  OnePageBookingList: lazy(() => import("../apps/catalog/OnePageBookingListScreen")),
  OnePageBookingEditor: lazy(() => import("../apps/catalog/OnePageBookingEditorScreen")),
  ProductList: lazy(() => import("../apps/catalog/ProductListScreen")),
  ProductEditor: lazy(() => import("../apps/catalog/ProductEditorScreen")),
  WifiGrantList: lazy(() => import("../apps/catalog/WifiGrantListScreen")),
  PaymentList: lazy(() => import("../apps/catalog/PaymentListScreen")),
  PaymentEditor: lazy(() => import("../apps/catalog/PaymentEditorScreen")),
  VoucherList: lazy(() => import("../apps/catalog/VoucherListScreen")),
  VoucherEditor: lazy(() => import("../apps/catalog/VoucherEditorScreen")),
  VendorConfig: lazy(() => import("../apps/catalog/VendorConfigScreen")),
};
