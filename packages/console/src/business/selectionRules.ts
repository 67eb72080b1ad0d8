import { splitPath } from "../routes/matchRoute";

/** What the shell does about the current business for a location. */
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

/** The bid of a /businesses/{bid}/... path, or null outside a business. */
export function routeBidOf(pathname: string): number | null {
  const [a, b] = splitPath(pathname);
  return a === "businesses" && b !== undefined && /^\d+$/.test(b) ? Number(b) : null;
}

/**
 * Decides the current business (specification part 1 section 4). `selected` is resolveBusinessSelection's
 * answer (route bid, else cookie, else the first business; "none" with an empty list), undefined while the
 * list loads. Under /businesses/{bid} a non-zero route bid is always current (a bid the caller cannot see
 * shows the 404 page elsewhere); bid 0 is replaced keeping the rest of the path and the query.
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
    const rest = splitPath(a.pathname).slice(2).map(encodeURIComponent).join("/");
    const q = a.search && !a.search.startsWith("?") ? `?${a.search}` : a.search;
    return { kind: "replace", bid: a.selected, to: `/businesses/${a.selected}${rest ? `/${rest}` : ""}${q}` };
  }
  return { kind: "current", bid: a.selected };
}

/**
 * After a business is removed: the current one gone selects the first remaining business, or bid 0 with the
 * new-business dialog when none remain; removing another business changes nothing (null).
 */
export function afterRemoval(
  remaining: readonly { id: number }[],
  removedBid: number,
  currentBid: number,
): { bid: number; openNew: boolean } | null {
  if (removedBid !== currentBid) return null;
  const first = remaining.find((b) => b.id !== removedBid);
  return first ? { bid: first.id, openNew: false } : { bid: 0, openNew: true };
}

/** The project of the `project` query parameter (0, 'All Items', when absent or not a number). */
export function projectIdOf(search: URLSearchParams | string): number {
  const p = (typeof search === "string" ? new URLSearchParams(search) : search).get("project");
  return p && /^\d+$/.test(p) ? Number(p) : 0;
}
