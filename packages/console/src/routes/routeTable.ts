/**
 * The console's route table: every screen route of the three parts of the specification, with the widget
 * that owns it (SCREENS.md), its area folder in @portico/react, its menu section and whether its screen
 * exists yet. A route whose screen does not exist is neither linked nor stubbed (see resolveLocation).
 */

/** Area folder of @portico/react that owns a widget. */
export type Area =
  | "account"
  | "billing"
  | "business"
  | "activities"
  | "links"
  | "authapps"
  | "devices"
  | "network"
  | "reports"
  | "apps"
  | "passes"
  | "surveys"
  | "marketing";

/** Sidebar and breadcrumb section (guide mode of a later issue hides wifi, channels, apps, performance, remarketing). */
export type MenuSection =
  | "business"
  | "performance"
  | "activities"
  | "channels"
  | "wifi"
  | "apps"
  | "remarketing"
  | "account"
  | "system";

/** One route of the table. */
export interface RouteDef {
  /** Pattern: literal segments, `:name` parameters, `:name(a|b)` parameters limited to listed values. */
  path: string;
  /** Public widget name from SCREENS.md. */
  widget: string;
  area: Area;
  section: MenuSection;
  /** Specification part (1, 2 or 3) that names the route. */
  part: 1 | 2 | 3;
  /** The route has a sidebar entry (list and top-level screens), linked only when its screen exists. */
  menu?: boolean;
  /** Reaching it needs an account username, else /account/profile. */
  needsUsername?: boolean;
  /** Whether the widget's screen exists in @portico/react yet. */
  exists: boolean;
}

const B = "/businesses/:bid";

function r(
  path: string,
  widget: string,
  area: Area,
  section: MenuSection,
  part: 1 | 2 | 3,
  extra: Partial<Pick<RouteDef, "menu" | "needsUsername" | "exists">> = {},
): RouteDef {
  return { path, widget, area, section, part, exists: false, ...extra };
}

/** Every screen route; `exists` is true for the screens registered in screens.ts. */
export const routeTable: readonly RouteDef[] = [
  // Account (parts 1 and 2)
  r("/account/profile", "AccountProfile", "account", "account", 1, { exists: true }),
  r("/account/users", "AccountUsers", "account", "account", 2, { needsUsername: true, exists: true }),
  r("/account/payments", "AccountPayments", "billing", "account", 2, { needsUsername: true }),
  r("/account/creditslog", "CreditsLog", "billing", "account", 2),
  // System (parts 1 and 3)
  r("/system/inodes", "DeviceMap", "devices", "system", 1, { menu: true, exists: true }),
  // Business, activities and devices (part 1)
  r(`${B}/detail`, "BusinessEditor", "business", "business", 1, { menu: true, exists: true }),
  r(`${B}/activities`, "ActivityList", "activities", "activities", 1, { menu: true, exists: true }),
  r(`${B}/activities/first-activity`, "FirstActivityWizard", "activities", "activities", 1, { exists: true }),
  r(`${B}/activities/:aid`, "ActivityEditor", "activities", "activities", 1, { exists: true }),
  r(`${B}/accesspoints`, "AccessPointList", "devices", "wifi", 1, { menu: true, exists: true }),
  r(`${B}/accesspoints/:apmc`, "AccessPointStatistics", "devices", "wifi", 1, { exists: true }),
  r(`${B}/onlineclients`, "OnlineClients", "devices", "wifi", 1, { menu: true, exists: true }),
  r(`${B}/configgroups/first-config-group`, "FirstConfigGroupWizard", "network", "wifi", 1, { exists: true }),
  r(`${B}/configgroups/list`, "ConfigGroupList", "network", "wifi", 1, { menu: true, exists: true }),
  r(`${B}/configgroups/grouping`, "ConfigGrouping", "network", "wifi", 1, { exists: true }),
  r(`${B}/configgroups/:cgid/calendar`, "ScheduleCalendar", "network", "wifi", 1, { exists: true }),
  r(`${B}/configgroups/:cgid/calendar/schedule`, "DaySchedule", "network", "wifi", 1, { exists: true }),
  r(`${B}/inodegroups/first-inode-group`, "FirstINodeGroupWizard", "devices", "wifi", 1, { exists: true }),
  r(`${B}/inodegroups/preauth`, "PreAuthList", "devices", "wifi", 1, { menu: true, exists: true }),
  r(`${B}/inodegroups/list`, "INodeGroupList", "devices", "wifi", 1, { menu: true, exists: true }),
  r(`${B}/inodegroups/inodelist`, "INodeList", "devices", "wifi", 1, { exists: true }),
  r(`${B}/inodegroups/grouping`, "INodeGrouping", "devices", "wifi", 1, { exists: true }),
  r(`${B}/inodegroups/map`, "FloorPlanMap", "devices", "wifi", 1, { exists: true }),
  r(`${B}/inodegroups/:cuid/log/:tab(dns|wificlient|dhcp|sitesurvey)`, "INodeLogs", "devices", "wifi", 1, {
    exists: true,
  }),
  r(`${B}/inodegroups/:cuid/visitors`, "INodeVisitors", "devices", "wifi", 1, { exists: true }),
  r(`${B}/inodegroups/:cuid/dhcpleases`, "DhcpLeases", "devices", "wifi", 1, { exists: true }),
  r(`${B}/inodegroups/:cuid/statistics`, "INodeStatistics", "devices", "wifi", 1, { exists: true }),
  r(`${B}/inodegroups/:cuid/info`, "INodeInfo", "devices", "wifi", 1, { exists: true }),
  r(`${B}/networkconfigs`, "NetworkConfigList", "network", "wifi", 1, { menu: true, exists: true }),
  // Channels (parts 1, 2 and 3)
  r(`${B}/channels/dashboard`, "ChannelsDashboard", "reports", "channels", 3, { menu: true, exists: true }),
  r(`${B}/channels/shorturl`, "ShortLinkList", "links", "channels", 2, { menu: true, exists: true }),
  r(`${B}/channels/shorturl/:sid/statistics`, "ShortLinkStatistics", "links", "channels", 2, { exists: true }),
  // Reports (parts 2 and 3)
  r(`${B}/reports/dashboard`, "PerformanceDashboard", "reports", "performance", 2, { menu: true, exists: true }),
  r(`${B}/reports/visitors`, "VisitorsReport", "reports", "performance", 2, { menu: true, exists: true }),
  r(`${B}/reports/behavior`, "BehaviorReport", "reports", "performance", 3, { menu: true, exists: true }),
  r(`${B}/reports/booking`, "BookingReport", "apps", "performance", 2, { menu: true, exists: true }),
  r(`${B}/reports/coupon`, "CouponReport", "apps", "performance", 2, { menu: true, exists: true }),
  r(`${B}/reports/survey`, "SurveyReport", "surveys", "performance", 2, { menu: true }),
  r(`${B}/greendashboard`, "GreenDashboard", "reports", "performance", 3, { menu: true, exists: true }),
  // Apps (parts 2 and 3)
  r(`${B}/apps/authapps`, "AuthAppList", "authapps", "apps", 3, { menu: true, exists: true }),
  r(`${B}/apps/authapps/:aid`, "AuthAppEditor", "authapps", "apps", 3, { exists: true }),
  r(`${B}/apps/authapps/:aid/preview`, "AuthAppPreview", "authapps", "apps", 3, { exists: true }),
  r(`${B}/apps/bookings`, "BookingList", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/bookings/:bkid/search`, "CouponCodeSearch", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/bookings/:bkid/coupon`, "CouponList", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/bookings/:bkid/coupon/:cpid/codes`, "CouponCodes", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/opbookings`, "OnePageBookingList", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/opbookings/:bkid/edit`, "OnePageBookingEditor", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/products`, "ProductList", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/products/:pid/edit`, "ProductEditor", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/lotteries`, "LotteryList", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/wifigrants`, "WifiGrantList", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/payments`, "PaymentList", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/payments/:pid/edit`, "PaymentEditor", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/vouchers`, "VoucherList", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/vouchers/:vid/edit`, "VoucherEditor", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/vendor-config`, "VendorConfig", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/checkios`, "CheckioList", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/checkios/export`, "CheckioExport", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/checkios/:cid/edit`, "CheckioEditor", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/checkios/supreport`, "SupplierReport", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/checkios/search`, "CheckioSearch", "apps", "apps", 2, { exists: true }),
  r(`${B}/apps/holiday-pickup`, "HolidayPickup", "apps", "apps", 2, { menu: true, exists: true }),
  r(`${B}/apps/membership-cards/:tab(pass|members|checkinout)`, "MembershipCard", "passes", "apps", 2, { menu: true }),
  r(`${B}/apps/event-tickets`, "EventTicketList", "passes", "apps", 2, { menu: true }),
  r(
    `${B}/apps/event-tickets/:appid/:tab(pass|participants|report|checkinout|printer|printer-preview)`,
    "EventTicket",
    "passes",
    "apps",
    2,
  ),
  r(`${B}/apps/checkin`, "CheckinApp", "passes", "apps", 2, { menu: true }),
  r(`${B}/apps/surveys`, "SurveyList", "surveys", "apps", 2, { menu: true }),
  r(`${B}/apps/surveys/:svid/:tab(report|search)`, "SurveyDetail", "surveys", "apps", 2),
  r(`${B}/apps/surveys/:svid/preview`, "SurveyPreview", "surveys", "apps", 2),
  r(`${B}/apps/surveys/:svid/treport`, "TypeformReport", "surveys", "apps", 2),
  // Direct marketing (part 3)
  r(`${B}/edm`, "EdmCampaignList", "marketing", "remarketing", 3, { menu: true, exists: true }),
  r(`${B}/edm/:cid/report`, "EdmReport", "marketing", "remarketing", 3, { exists: true }),
  r(`${B}/sms`, "SmsCampaignList", "marketing", "remarketing", 3, { menu: true, exists: true }),
  r(`${B}/sms/:sid`, "SmsEditor", "marketing", "remarketing", 3, { exists: true }),
  r(`${B}/air2`, "Air2ProjectList", "marketing", "remarketing", 3, { menu: true, exists: true }),
  r(`${B}/air2/:pid`, "Air2CampaignList", "marketing", "remarketing", 3, { exists: true }),
  r(`${B}/air2/:pid/new`, "Air2TypeSelector", "marketing", "remarketing", 3, { exists: true }),
  r(`${B}/air2/:pid/:cid`, "Air2CampaignEditor", "marketing", "remarketing", 3, { exists: true }),
  r(`${B}/air2/:pid/:cid/stat`, "Air2CampaignStats", "marketing", "remarketing", 3, { exists: true }),
  r(`${B}/air2sources`, "ContactSourceList", "marketing", "remarketing", 3, { menu: true, exists: true }),
  r(`${B}/air2sources/:sid`, "ContactSourceEditor", "marketing", "remarketing", 3, { exists: true }),
  r(`${B}/air2sources/:sid/detail`, "ContactSourcePreview", "marketing", "remarketing", 3, { exists: true }),
  // Webhook settings (part 3 names no route): a screen of its own under remarketing, where its events come from.
  r(`${B}/webhooks`, "WebhookSettings", "marketing", "remarketing", 3, { menu: true, exists: true }),
];

/** i18n key of a screen's title (breadcrumb and menu label). */
export function screenTitleKey(route: Pick<RouteDef, "widget">): string {
  return `console.screen.${route.widget}`;
}

/** i18n key of a menu section's label. */
export function sectionTitleKey(section: MenuSection): string {
  return `console.section.${section}`;
}
