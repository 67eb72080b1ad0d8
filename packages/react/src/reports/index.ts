/**
 * `@portico/react/reports`: the reports of a business: the performance dashboard every sign-in lands on, visitors,
 * behaviour, and the channels dashboard with its domain search and the green dashboard. Each report lives in its
 * own folder (dashboard/, visitors/, behavior/, channels/) with its own texts.
 */

export type { BusinessHealth, BusinessInsights, InsightsChannel, InsightsQuery } from "../data/insights";
export {
  fetchHealth,
  fetchInsights,
  INSIGHTS_LIVE_EVENTS,
  insightsKeys,
  invalidateInsights,
  prefetchInsights,
  useHealth,
  useInsights,
  useInsightsLiveUpdates,
} from "../data/insights";
export * from "./behavior";
// channels/
export type {
  ChannelsDashboardProps,
  ChannelsDashboardState,
  DomainSearchProps,
  GreenDashboardProps,
} from "./channels";
export { ChannelsDashboard, DomainSearch, GreenDashboard } from "./channels";
export { dashboardMessages } from "./dashboard/i18n";
export type { PerformanceDashboardProps, PerformanceDashboardState } from "./dashboard/PerformanceDashboard";
export { PerformanceDashboard } from "./dashboard/PerformanceDashboard";
export * from "./visitors";
