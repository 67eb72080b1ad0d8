import { ACCOUNT_TABS, type ResolveContext, resolveLocation } from "../routes/resolveLocation";
import { type RouteDef, routeTable } from "../routes/routeTable";

/** One tab of the account tab bar. */
export interface AccountTab {
  tab: (typeof ACCOUNT_TABS)[number];
  to: string;
  route: RouteDef;
}

/**
 * The account tabs to link: those whose screen exists and that the account may open (users and payments need
 * a username, users an owner). Payments and credits log come with billing: until then they are not linked.
 */
export function accountTabs(ctx: ResolveContext, table: readonly RouteDef[] = routeTable): AccountTab[] {
  return ACCOUNT_TABS.flatMap((tab): AccountTab[] => {
    const to = `/account/${tab}`;
    const route = table.find((r) => r.path === to);
    if (!route?.exists) return [];
    const r = resolveLocation(to, "", ctx);
    return r.kind === "screen" ? [{ tab, to, route }] : [];
  });
}
