import type { AclVerb, Business, BusinessCreate, BusinessUpdate } from "./businessTypes";

/** The time zone a business gets when it has none (part 1 section 4). */
export const DEFAULT_TIME_ZONE = "Asia/Taipei";
/** The name of the business the console creates for an owner who has none. */
export const DEFAULT_BUSINESS_NAME = "Unnamed";
/** The name of the project created with a first business in event mode. */
export const DEFAULT_PROJECT_NAME = "My Project";
/** The virtual 'All Items' project: shows everything of the business, never stored. */
export const ALL_ITEMS_APP_ID = 0;

/**
 * Pure: route bid, else the businessId cookie, else the first business; "none" when the list is empty.
 * A bid the caller cannot see (not in the list) is skipped, so a stale cookie never selects a 404.
 * @example resolveBusinessSelection({ routeBid: 0, cookieBid: 2, businesses }) // 2 when business 2 is listed
 */
export function resolveBusinessSelection(a: {
  routeBid: number;
  cookieBid: number | null;
  businesses: { id: number }[];
}): number | "none" {
  const has = (bid: number | null) => bid != null && bid > 0 && a.businesses.some((b) => b.id === bid);
  if (has(a.routeBid)) return a.routeBid;
  if (has(a.cookieBid)) return a.cookieBid as number;
  return a.businesses[0]?.id ?? "none";
}

/** The browser's IANA time zone, or undefined where Intl cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The business created for an account with none: 'Unnamed', the browser time zone (else Asia/Taipei), the user's e-mail.
 * @example await createBusiness.mutateAsync(defaultNewBusiness({ email: me.email }))
 */
export function defaultNewBusiness(a: { email: string; timeZone?: string }): BusinessCreate {
  return {
    profile: {
      name: DEFAULT_BUSINESS_NAME,
      timeZone: a.timeZone || browserTimeZone() || DEFAULT_TIME_ZONE,
      email: a.email,
    },
  };
}

/** After removing `removedId`: the first remaining business, or "none" (bid 0 plus the new-business dialog). */
export function nextBusinessAfterRemoval(businesses: { id: number }[], removedId: number): number | "none" {
  return businesses.find((b) => b.id !== removedId)?.id ?? "none";
}

/**
 * After a business is removed: the current one gone selects the first remaining business, or bid 0 with the
 * new-business dialog when none remain; removing another business changes nothing (null).
 * @example afterRemoval([{ id: 2 }], 1, 1) // { bid: 2, openNew: false }
 */
export function afterRemoval(
  remaining: readonly { id: number }[],
  removedBid: number,
  currentBid: number,
): { bid: number; openNew: boolean } | null {
  if (removedBid !== currentBid) return null;
  const next = nextBusinessAfterRemoval([...remaining], removedBid);
  return next === "none" ? { bid: 0, openNew: true } : { bid: next, openNew: false };
}

/** What a host does about the current business for a location (specification part 1 section 4). */
export type SelectionDecision =
  /** The business list is not loaded yet. */
  | { kind: "wait" }
  /** This business is the current one. */
  | { kind: "current"; bid: number }
  /** The route says bid 0 but a business is selected: the same path with that bid instead. */
  | { kind: "replace"; to: string; bid: number }
  /** No business at all: make the first one ('Unnamed'; in event mode the editor opens instead). */
  | { kind: "create" }
  /** No business and nothing to do (a sub-account without one, or the new-business dialog is already up). */
  | { kind: "none" };

// A path's decoded segments (a malformed escape stays as typed).
const segments = (path: string) =>
  path
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });

/**
 * The bid of a /businesses/{bid}/... path, or null outside a business.
 * @example routeBidOf("/businesses/4/detail") // 4
 */
export function routeBidOf(pathname: string): number | null {
  const [a, b] = segments(pathname);
  return a === "businesses" && b !== undefined && /^\d+$/.test(b) ? Number(b) : null;
}

/**
 * Decides the current business. `selected` is {@link resolveBusinessSelection}'s answer (route bid, else cookie,
 * else the first business; "none" with an empty list), undefined while the list loads. Under /businesses/{bid} a
 * non-zero route bid is always current (a bid the caller cannot see shows the 404 page elsewhere); bid 0 is
 * replaced keeping the rest of the path and the query.
 * @example decideSelection({ pathname: "/businesses/0/detail", search: "", selected: 4, canCreate: true }) // replace with /businesses/4/detail
 */
export function decideSelection(a: {
  pathname: string;
  search: string;
  selected: number | "none" | undefined;
  /** The account may add a business (owners; the dialog for a new one is not open). */
  canCreate: boolean;
}): SelectionDecision {
  const routeBid = routeBidOf(a.pathname);
  if (routeBid !== null && routeBid > 0) return { kind: "current", bid: routeBid };
  if (a.selected === undefined) return { kind: "wait" };
  if (a.selected === "none") return a.canCreate ? { kind: "create" } : { kind: "none" };
  if (routeBid === 0) {
    const rest = segments(a.pathname).slice(2).map(encodeURIComponent).join("/");
    const q = a.search && !a.search.startsWith("?") ? `?${a.search}` : a.search;
    return { kind: "replace", bid: a.selected, to: `/businesses/${a.selected}${rest ? `/${rest}` : ""}${q}` };
  }
  return { kind: "current", bid: a.selected };
}

/**
 * The project of the `project` query parameter (0, 'All Items', when absent or not a number).
 * @example projectIdOf("?project=7") // 7
 */
export function projectIdOf(search: URLSearchParams | string): number {
  const p = (typeof search === "string" ? new URLSearchParams(search) : search).get("project");
  return p && /^\d+$/.test(p) ? Number(p) : 0;
}

/** True when a business lacks its name or time zone: the console opens the edit dialog. */
export function needsBusinessDetails(b: { profile: { name?: string | null; timeZone?: string | null } }): boolean {
  return !b.profile.name?.trim() || !b.profile.timeZone?.trim();
}

/** The update that fills a missing time zone with Asia/Taipei (to save at once), or null when it has one. */
export function timeZoneFix(b: { profile: { timeZone?: string | null } }): BusinessUpdate | null {
  return b.profile.timeZone?.trim() ? null : { profile: { timeZone: DEFAULT_TIME_ZONE } };
}

/** Whether the caller holds `verb` on the business (the server enforces it too; this only shapes the UI). */
export function can(b: Pick<Business, "permissions"> | undefined, verb: AclVerb): boolean {
  return !!b?.permissions.includes(verb);
}

/**
 * Why an activity cannot be added yet, as an i18n key: no business selected, or (event mode) no project selected.
 * @example const why = activityAddBlocker({ businessId, eventMode: menuType === "event", appId }); if (why) toast.error(t(why));
 */
export function activityAddBlocker(a: {
  businessId: number;
  eventMode: boolean;
  appId: number;
}): "intro-global-step-business" | "Msg-Must-Select-Project-First" | null {
  if (!(a.businessId > 0)) return "intro-global-step-business";
  if (a.eventMode && a.appId === ALL_ITEMS_APP_ID) return "Msg-Must-Select-Project-First";
  return null;
}
