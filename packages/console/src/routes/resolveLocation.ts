import { matchRoute, type RouteMatch, splitPath } from "./matchRoute";

/** What the console shows for a location. */
export type Resolution =
  | { kind: "redirect"; to: string }
  | ({ kind: "screen" } & RouteMatch)
  | { kind: "deprecated" }
  | { kind: "notFound" }
  /** The rule needs a fact not known yet (the account's username is still loading). */
  | { kind: "pending" };

/** Facts some rules need. Undefined means "not loaded yet". */
export interface ResolveContext {
  /** Whether the signed-in account has a username (account users and payments tabs need one). */
  hasUsername?: boolean;
  /** leftMenuType of the environment settings. */
  menuType?: string;
  /** The signed-in account's kind: account users are the owner's (sub-accounts go to profile). */
  accountKind?: "owner" | "subscriber";
}

/** Default and fallback route of the specification. */
export const DEFAULT_ROUTE = "/businesses/0/reports/dashboard";

/** The account tabs of the specification, in tab-bar order. */
export const ACCOUNT_TABS = ["profile", "users", "payments", "creditslog"] as const;
const CONFIG_TABS = ["list", "grouping", "first-config-group"];
const INODEGROUP_TABS = ["list", "inodelist", "grouping", "map", "first-inode-group", "preauth"];
const LOG_TABS = ["dns", "wificlient", "dhcp", "sitesurvey"];
const MEMBERSHIP_TABS = ["pass", "members", "checkinout"];
const TICKET_TABS = ["pass", "participants", "report", "checkinout", "printer", "printer-preview"];
const SURVEY_TABS = ["report", "search", "preview", "treport"];

/** Landing screen of a business: menu type 'si' is forced to the channels dashboard. */
export function landingPath(bid: string | number = 0, menuType?: string): string {
  return `/businesses/${bid}/${menuType === "si" ? "channels/dashboard" : "reports/dashboard"}`;
}

/** Business-relative redirects and fixed texts; `rest` is the path after /businesses/{bid}. */
function businessRule(base: string, rest: string[], search: string): Resolution | null {
  const go = (...parts: string[]): Resolution => ({ kind: "redirect", to: `${base}/${parts.join("/")}${search}` });
  const [a, b, c, d] = rest;
  const n = rest.length;
  if (a === "inodes") {
    if (n === 1) return { kind: "deprecated" };
    if (n === 3) return go("inodegroups", "list");
  }
  if (a === "configgroups") {
    if (n === 1) return go("configgroups", "list");
    if (n === 2 && !CONFIG_TABS.includes(b!)) return go("configgroups", "list");
  }
  if (a === "inodegroups") {
    if (n === 1) return go("inodegroups", "list");
    if (n === 2 && !INODEGROUP_TABS.includes(b!)) return go("inodegroups", "list");
    if (c === "log" && n === 3) return go("inodegroups", b!, "log", "dns");
    if (c === "log" && n === 4 && !LOG_TABS.includes(d!)) return go("inodegroups", b!, "log", "dns");
  }
  if (a === "activities" && n === 2 && b !== "first-activity") {
    const actmode = new URLSearchParams(search).get("actmode");
    if (actmode !== "modules") return { kind: "deprecated" };
  }
  if (a === "apps" && b === "membership-cards") {
    if (n === 2 || (n === 3 && !MEMBERSHIP_TABS.includes(c!))) return go("apps", "membership-cards", "pass");
  }
  if (a === "apps" && b === "event-tickets") {
    if (n === 3 || (n === 4 && !TICKET_TABS.includes(d!))) return go("apps", "event-tickets", c!, "pass");
  }
  if (a === "apps" && b === "surveys") {
    if (n === 3 || (n === 4 && !SURVEY_TABS.includes(d!))) return go("apps", "surveys", c!, "report");
  }
  if (a === "edm" && (n === 2 || (n === 3 && c !== "report"))) return go("edm", b!, "report");
  return null;
}

/**
 * Decides what a location shows: a redirect, a screen of the route table, 'Deprecated', 'Error 404! Page
 * not found.', or nothing yet while a fact the rule needs is loading. Pure; the search string is kept
 * on tab fallbacks.
 * @example resolveLocation("/account/stuff", "", { hasUsername: true }) // { kind: "redirect", to: "/account/profile" }
 */
export function resolveLocation(pathname: string, search = "", ctx: ResolveContext = {}): Resolution {
  const q = search && !search.startsWith("?") ? `?${search}` : search;
  const seg = splitPath(pathname);
  const [first, second] = seg;
  if (seg.length === 0) return { kind: "redirect", to: landingPath(0, ctx.menuType) };
  if (first === "businesses") {
    if (seg.length === 1) return { kind: "redirect", to: landingPath(0, ctx.menuType) };
    if (!/^\d+$/.test(second!)) return { kind: "notFound" };
    if (seg.length === 2) return { kind: "redirect", to: landingPath(second, ctx.menuType) };
    const rule = businessRule(`/businesses/${second}`, seg.slice(2), q);
    if (rule) return rule;
    if (ctx.menuType === "si" && seg.slice(2).join("/") !== "channels/dashboard") {
      return { kind: "redirect", to: landingPath(second, "si") };
    }
  }
  if (first === "account") {
    if (seg.length > 2) return { kind: "notFound" };
    const tab = ACCOUNT_TABS.find((t) => t === second);
    if (!tab) return { kind: "redirect", to: "/account/profile" };
    if (tab === "users" || tab === "payments") {
      if (ctx.hasUsername === undefined) return { kind: "pending" };
      if (!ctx.hasUsername) return { kind: "redirect", to: "/account/profile" };
    }
    if (tab === "users" && ctx.accountKind === "subscriber") return { kind: "redirect", to: "/account/profile" };
  }
  const match = matchRoute(pathname);
  return match ? { kind: "screen", ...match } : { kind: "notFound" };
}
