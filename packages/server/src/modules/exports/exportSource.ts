import type { UiLocale } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";

/** A text in the five interface languages (a column header, a sheet or file title). */
export type LocalizedText = Record<UiLocale, string>;

/** One column of an export: its header in five languages and the kind of its cells. */
export interface ExportColumn {
  /** Stable key (used by csv consumers and tests), e.g. `lastAuthTs`. */
  key: string;
  header: LocalizedText;
  /** How the writer formats the cell: dates become spreadsheet dates in the business's time zone. */
  type?: "string" | "number" | "date";
}

/** The day range of an export, in the business's time zone (both days included). */
export interface ExportRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
  /** The business's IANA time zone, in which the two days are read. */
  timeZone: string;
}

/** What a source's `rows` gets. */
export interface ExportQuery<Params> {
  ctx: ServerContext;
  businessId: number;
  range: ExportRange;
  /** The source's own parameters, as `parseParams` returned them. */
  params: Params;
  lang: UiLocale;
}

/**
 * One kind of export (visitors, behavior, dns, wifilog, clients, dashboard, inodes ...). The export service turns
 * any source into a queued job that streams its rows into xlsx or csv (formula-safe cells, a new sheet past the
 * row limit), stores the file and answers a signed expiring URL; a source only says what its rows are.
 * Register each source once in `exportSources.ts`.
 * @example
 * export const visitorsExport: ExportSource<{ type?: string }> = {
 *   kind: "visitors",
 *   title: { en: "Visitors", ... },
 *   maxRangeDays: 30,
 *   parseParams: (raw) => ({ type: typeof raw.type === "string" ? raw.type : undefined }),
 *   columns: () => [{ key: "name", header: { en: "Name", ... } }],
 *   async *rows({ ctx, businessId, range }) { for (...) yield [name]; },
 * };
 */
export interface ExportSource<Params = Record<string, never>> {
  /** The `kind` clients ask for, e.g. `visitors`. */
  kind: string;
  /** Names the file (title plus a timestamp) and the sheets. */
  title: LocalizedText;
  /** Longest allowed range in days (the specification's cap for this data), or none. */
  maxRangeDays?: number;
  /**
   * True when a request may leave out `from` and `to` to export everything (a campaign's results): the range is
   * then the business's first day to today, in its time zone.
   */
  wholeHistory?: boolean;
  /**
   * Checks and narrows the request's `params` object; throws `HttpError(400, "VALIDATION_FAILED", ...)` for a bad
   * one, before any job is queued.
   */
  parseParams(raw: Record<string, unknown>): Params;
  /**
   * Optional checks that need the database (the params name something of this business), run before the job is
   * queued; throws an HttpError (404 for something of another business).
   */
  validate?(query: ExportQuery<Params>): Promise<void>;
  columns(params: Params): ExportColumn[];
  /** Rows in column order, streamed from the database in pages; never the whole result in memory. */
  rows(query: ExportQuery<Params>): AsyncIterable<unknown[]>;
  /** Row count for progress (an estimate is fine); without it progress counts pages. */
  count?(query: ExportQuery<Params>): Promise<number>;
}
