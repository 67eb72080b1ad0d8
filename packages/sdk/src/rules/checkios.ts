import { addDays, isDay } from "./reportRange";

/** Check-in export modes (part 2 section 2): boarding lists check-ins by departure day. */
export const CHECKIO_EXPORT_MODES = ["checkin", "boarding", "pickup", "checkout"] as const;
export type CheckioExportMode = (typeof CHECKIO_EXPORT_MODES)[number];
/** The earliest day a check-in export may start (part 2 section 5). */
export const CHECKIO_EXPORT_MIN_DAY = "2016-01-01";
/** The end of a check-in export is at most this many days after its start (part 2 sections 5 and 9). */
export const CHECKIO_EXPORT_MAX_SPAN = 6;
/** Check-ins a list page holds (part 2 section 9). */
export const CHECKIO_PAGE_SIZE = 100;
/** Record kinds a counter writes; boarding is a check-in read by its departure day. */
export const CHECKIO_RECORD_KINDS = ["checkin", "pickup", "checkout"] as const;
export type CheckioRecordKind = (typeof CHECKIO_RECORD_KINDS)[number];

/** A check-in export range, both days included (YYYY-MM-DD). */
export interface CheckioRange {
  from: string;
  to: string;
}

/** What {@link correctCheckioRange} changed, so a screen can say so. */
export interface CorrectedCheckioRange extends CheckioRange {
  /** Which ends were moved. */
  corrected: ("from" | "to")[];
}

/**
 * The check-in export range rule (part 2 section 5), corrected automatically: the start is no earlier than
 * 2016-01-01 and no later than today; the end is not before the start and at most 6 days after it. An end
 * that is not a day becomes the start; a start that is not a day becomes today.
 * @example correctCheckioRange({ from: "2026-11-01", to: "2026-11-09" }, "2026-11-27");
 * // { from: "2026-11-01", to: "2026-11-07", corrected: ["to"] }
 */
export function correctCheckioRange(range: CheckioRange, today: string): CorrectedCheckioRange {
  const corrected: ("from" | "to")[] = [];
  let { from, to } = range;
  if (!isDay(from) || from < CHECKIO_EXPORT_MIN_DAY || from > today) {
    from = !isDay(from) || from > today ? today : CHECKIO_EXPORT_MIN_DAY;
    corrected.push("from");
  }
  const last = addDays(from, CHECKIO_EXPORT_MAX_SPAN);
  if (!isDay(to) || to < from) {
    to = from;
    corrected.push("to");
  } else if (to > last) {
    to = last;
    corrected.push("to");
  }
  return { from, to, corrected };
}

/**
 * The supplier report link (part 2 section 7): the supplier's report address with from, to, cs (whether the
 * check-in requires codes) and the access token, added to any query the address has. Null for an address that is
 * not http(s).
 * @example supplierReportUrl("https://wms.example/report", { from: "2026-11-01", to: "2026-11-02", cs: true, token: "t" });
 * // "https://wms.example/report?from=2026-11-01&to=2026-11-02&cs=true&access_token=t"
 */
export function supplierReportUrl(
  base: string,
  q: { from: string; to: string; cs: boolean; token: string },
): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.searchParams.set("from", q.from);
  url.searchParams.set("to", q.to);
  url.searchParams.set("cs", String(q.cs));
  url.searchParams.set("access_token", q.token);
  return url.toString();
}
