import {
  ACCESS_POINT_SORTS,
  type AccessPointFilters,
  type AccessPointSort,
  type LogKind,
} from "@portico/react/devices";

/** The detail modes of an iNode, in tab order, and its log kinds (part 1 section 2). */
export const DETAIL_MODES = ["info", "statistics", "visitors", "dhcpleases"] as const;
export type DetailMode = (typeof DETAIL_MODES)[number];
export const LOG_TABS: readonly LogKind[] = ["dns", "wificlient", "dhcp", "sitesurvey"];

/**
 * Which tab a detail path shows: a mode, or a log kind under /log/ (dns when the kind is unknown).
 * @example detailTab("/businesses/1/inodegroups/c1/log/dhcp") // { log: "dhcp" }
 */
export function detailTab(pathname: string): { mode: DetailMode } | { log: LogKind } {
  const parts = pathname.split("/").filter(Boolean);
  const i = parts.indexOf("log");
  if (i >= 0) return { log: LOG_TABS.find((k) => k === parts[i + 1]) ?? "dns" };
  return { mode: DETAIL_MODES.find((m) => m === parts.at(-1)) ?? "info" };
}

/** The /accesspoints filters kept in the query string (`sort` too: the list's order). */
export const AP_FILTER_KEYS = ["accessPointName", "iNodeName", "status", "cuid", "sort"] as const;

/** Reads the access-point list filters from the query string (an unknown `sort` is left out). */
export function filtersOf(search: URLSearchParams): AccessPointFilters {
  const f: Record<string, string> = {};
  for (const k of AP_FILTER_KEYS) {
    const v = search.get(k);
    if (v && (k !== "sort" || ACCESS_POINT_SORTS.includes(v as AccessPointSort))) f[k] = v;
  }
  return f as AccessPointFilters;
}

/**
 * Writes the filters into a copy of the query string (empty ones removed, other parameters such as `ap` kept).
 * @example withFilters(new URLSearchParams("ap=1"), { status: "online" }).toString() // "ap=1&status=online"
 */
export function withFilters(search: URLSearchParams, f: AccessPointFilters): URLSearchParams {
  const q = new URLSearchParams(search);
  for (const k of AP_FILTER_KEYS) {
    const v = f[k];
    if (v) q.set(k, v);
    else q.delete(k);
  }
  return q;
}
