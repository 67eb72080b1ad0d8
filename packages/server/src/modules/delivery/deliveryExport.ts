import { zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import { HttpError } from "../../errors";
import type { ExportQuery } from "../exports/exportSource";
import { type DeliveryRecipientRow, deliveryRecipients } from "./deliveryQueries";
import type { DeliveryKind } from "./deliveryTypes";

/** The parameters of a campaign's recipients export. */
export interface CampaignExportParams {
  campaignId: number;
}

const PAGE = 1000;

/** Reads `{ campaignId }` of an export request: a positive integer, else 400. */
export function campaignExportParams(raw: Record<string, unknown>): CampaignExportParams {
  const id = raw.campaignId;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid campaignId", { fields: { campaignId: "invalid" } });
  return { campaignId: id };
}

/** An epoch-seconds time as the Date a spreadsheet cell shows, or an empty cell. */
export const cellDate = (ts: number | null) => (ts === null ? null : new Date(ts * 1000));

/**
 * Streams the recipients of a campaign's deliveries in the export's day range (in the business's time zone), a
 * page at a time, as rows `toRow` makes (null leaves one out).
 * @example yield* campaignRecipientRows(query, "sms", (r) => [r.address, r.status]);
 */
export async function* campaignRecipientRows(
  { ctx, businessId, range, params }: ExportQuery<CampaignExportParams>,
  kind: DeliveryKind,
  toRow: (r: DeliveryRecipientRow) => unknown[] | null,
): AsyncGenerator<unknown[]> {
  const scope = {
    businessId,
    kind,
    campaignId: String(params.campaignId),
    from: zonedDayStart(range.from, range.timeZone),
    to: zonedDayEnd(range.to, range.timeZone),
  };
  for (let startIndex = 0; ; startIndex += PAGE) {
    const page = await deliveryRecipients(ctx.db, scope, { startIndex, limit: PAGE });
    for (const r of page.recipients) {
      const row = toRow(r);
      if (row) yield row;
    }
    if (page.recipients.length < PAGE) return;
  }
}
