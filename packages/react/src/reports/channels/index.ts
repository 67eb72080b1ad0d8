export type { ChannelsDashboardProps, ChannelsDashboardState } from "./ChannelsDashboard";
export { ChannelsDashboard } from "./ChannelsDashboard";
export type { DomainSearchProps } from "./DomainSearch";
export { DomainSearch } from "./DomainSearch";
export type { GreenDashboardProps } from "./GreenDashboard";
export { GreenDashboard } from "./GreenDashboard";
