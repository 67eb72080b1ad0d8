/**
 * `@portico/react/reports`: the reports of a business: the performance dashboard every sign-in lands on, visitors,
 * behaviour, and the channels dashboard with its domain search and the green dashboard. Each report lives in its
 * own folder (dashboard/, visitors/, behavior/, channels/) with its own texts.
 */

// channels/
export type {
  ChannelsDashboardProps,
  ChannelsDashboardState,
  DomainSearchProps,
  GreenDashboardProps,
} from "./channels";
export { ChannelsDashboard, DomainSearch, GreenDashboard } from "./channels";
