export type { ChannelsDashboardProps, ChannelsDashboardState } from "./ChannelsDashboard";
export type { DomainSearchProps } from "./DomainSearch";
export type { GreenDashboardProps } from "./GreenDashboard";
export { ChannelsDashboard, DomainSearch, GreenDashboard } from "./lazyWidgets";
