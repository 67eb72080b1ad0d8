import { lazy, Suspense } from "react";
import type { ChannelsDashboardProps } from "./ChannelsDashboard";
import type { DomainSearchProps } from "./DomainSearch";
import type { GreenDashboardProps } from "./GreenDashboard";

// The reports entry is shared by four reports under one size budget: each channels widget loads as its own chunk
// on first render, so a host that shows one report does not download the others.
const Dashboard = lazy(() => import("./ChannelsDashboard").then((m) => ({ default: m.ChannelsDashboard })));
const Search = lazy(() => import("./DomainSearch").then((m) => ({ default: m.DomainSearch })));
const Green = lazy(() => import("./GreenDashboard").then((m) => ({ default: m.GreenDashboard })));

/** {@link import("./ChannelsDashboard").ChannelsDashboard}, loaded on first render. */
export function ChannelsDashboard(props: ChannelsDashboardProps) {
  return (
    <Suspense fallback={null}>
      <Dashboard {...props} />
    </Suspense>
  );
}

/** {@link import("./DomainSearch").DomainSearch}, loaded on first render. */
export function DomainSearch(props: DomainSearchProps) {
  return (
    <Suspense fallback={null}>
      <Search {...props} />
    </Suspense>
  );
}

/** {@link import("./GreenDashboard").GreenDashboard}, loaded on first render. */
export function GreenDashboard(props: GreenDashboardProps) {
  return (
    <Suspense fallback={null}>
      <Green {...props} />
    </Suspense>
  );
}
