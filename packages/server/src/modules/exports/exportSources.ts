import { behaviorExport } from "../behavior/behaviorExport";
import { couponCodesExport } from "../bookings/couponCodesExport";
import { clientsExport, dnsExport, wifiLogExport } from "../channels/channelExports";
import { checkinExport } from "../checkios/checkinExport";
import { inodeStatisticsExport, inodeVisitorsExport, onlineClientsExport } from "../devices/deviceExports";
import { edmRecipientsExport } from "../edm/edmRecipientsExport";
import { dashboardExport } from "../insights/dashboardExport";
import { bookingResultsExport } from "../orders/bookingResultsExport";
import { smsResultsExport } from "../sms/smsResultsExport";
import { visitorsExport } from "../visitors/visitorsExport";
import type { ExportSource } from "./exportSource";

// Params differ per source; the service only passes what a source's own parseParams returned back to it.
// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous registry of sources
export type AnyExportSource = ExportSource<any>;

/**
 * Every export kind the server offers, by `kind`. Each area adds its source here (one line), and the export
 * service, its contract enum and the CLI's `portico export <kind>` follow from this list.
 */
export const EXPORT_SOURCES: readonly AnyExportSource[] = [
  inodeVisitorsExport,
  inodeStatisticsExport,
  onlineClientsExport,
  dashboardExport,
  visitorsExport,
  behaviorExport,
  dnsExport,
  wifiLogExport,
  clientsExport,
  smsResultsExport,
  edmRecipientsExport,
  checkinExport,
  couponCodesExport,
  bookingResultsExport,
];

/** The source of one kind, or undefined. */
export function exportSource(kind: string): AnyExportSource | undefined {
  return EXPORT_SOURCES.find((s) => s.kind === kind);
}
