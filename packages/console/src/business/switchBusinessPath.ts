import { matchRoute, splitPath } from "../routes/matchRoute";
import { resolveLocation } from "../routes/resolveLocation";

/** Parameters that name a view of a section rather than one item of a business (kept on a switch). */
const VIEW_PARAMS = new Set(["bid", "tab"]);

/** True when the path after /businesses/{bid} names a view that exists in every business (no item id in it). */
function isBusinessWide(rest: string[]): boolean {
  const match = matchRoute(`/businesses/0/${rest.join("/")}`);
  return match !== null && Object.keys(match.params).every((p) => VIEW_PARAMS.has(p));
}

/**
 * Where switching to business `newBid` goes from `pathname` (specification: keep the current section and
 * swap bid; inside accesspoints go to inodegroups). An item of the old business (an activity, a booking, a
 * calendar ...) does not exist in the new one, so the path falls back to its section's list. Paths outside
 * /businesses/{bid} (account, system) stay as they are. The query string is the caller's: it is dropped,
 * since filters and the project belong to the old business.
 * @example switchBusinessPath("/businesses/1/detail", 2) // "/businesses/2/detail"
 * @example switchBusinessPath("/businesses/1/accesspoints/aa:bb", 2) // "/businesses/2/inodegroups/list"
 */
export function switchBusinessPath(pathname: string, newBid: number | string): string {
  const seg = splitPath(pathname);
  if (seg[0] !== "businesses" || seg.length < 2) return pathname;
  const base = `/businesses/${newBid}`;
  let rest = seg.slice(2);
  if (rest.length === 0) return resolveTo(base);
  if (rest[0] === "accesspoints") return resolveTo(`${base}/inodegroups`);
  // Unknown paths keep their shape (the 404 page stays the 404 page, in the new business).
  if (!matchRoute(`/businesses/0/${rest.join("/")}`)) return `${base}/${rest.map(encodeURIComponent).join("/")}`;
  while (rest.length > 1 && !isBusinessWide(rest)) rest = rest.slice(0, -1);
  return resolveTo(`${base}/${rest.map(encodeURIComponent).join("/")}`);
}

/** Follows the route table's redirects (section roots to their default tab), once. */
function resolveTo(path: string): string {
  const r = resolveLocation(path, "", { hasUsername: true });
  return r.kind === "redirect" ? r.to : path;
}
