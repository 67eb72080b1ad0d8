/** The counters list in the console. */
export const checkioListPath = (businessId: number) => `/businesses/${businessId}/apps/checkios`;
/** A counter's editor (0 = new). */
export const checkioEditorPath = (businessId: number, checkinId: number) =>
  `/businesses/${businessId}/apps/checkios/${checkinId}/edit`;
/** The export screen. */
export const checkioExportPath = (businessId: number) => `/businesses/${businessId}/apps/checkios/export`;
/** The record search, optionally for one counter. */
export const checkioSearchPath = (businessId: number, checkinId?: number) =>
  `/businesses/${businessId}/apps/checkios/search${checkinId ? `?cid=${checkinId}` : ""}`;
/** The supplier report, optionally for one counter. */
export const supplierReportPath = (businessId: number, checkinId?: number) =>
  `/businesses/${businessId}/apps/checkios/supreport${checkinId ? `?cid=${checkinId}` : ""}`;
