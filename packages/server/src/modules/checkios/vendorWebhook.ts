import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { OutboundError, outboundAllowList, outboundFetch } from "../../guards/outbound";
import type { CheckinRecord } from "./checkins";

/** The vendor config's check-in and checkout webhooks (catalog's VendorConfig, the part this area reads). */
export interface CheckinVendorWebhooks {
  checkinWebhook: string | null;
  checkoutWebhook: string | null;
}

/**
 * The vendor config of a business as this area reads it. The vendor config belongs to the catalog part
 * (`getVendorConfig(db, businessId)` of modules/catalog/vendorConfig.ts); until the branches are merged no
 * business has one. After the merge this becomes: `return getVendorConfig(db, businessId);`.
 */
export async function vendorWebhooksOf(_db: Queryable, _businessId: number): Promise<CheckinVendorWebhooks> {
  return { checkinWebhook: null, checkoutWebhook: null };
}

/** Tests replace the reader (the vendor config lives in another part). */
export const vendorWebhookReader = { read: vendorWebhooksOf };

/**
 * Tells the vendor config's webhook of a check-in or checkout: a JSON POST through the outbound guard
 * (http(s) only, internal addresses refused). Never throws: a refusal or failure is logged. Pickups fire nothing.
 * Resolves to the status answered, or null when nothing was sent.
 * @example void fireCheckinWebhook(ctx, businessId, checkinId, record);
 */
export async function fireCheckinWebhook(
  ctx: ServerContext,
  businessId: number,
  checkinId: number,
  record: CheckinRecord,
): Promise<number | null> {
  if (record.kind === "pickup") return null;
  try {
    const hooks = await vendorWebhookReader.read(ctx.db, businessId);
    const url = record.kind === "checkin" ? hooks.checkinWebhook : hooks.checkoutWebhook;
    if (!url) return null;
    const res = await outboundFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: `checkin.${record.kind}`, businessId, checkinId, record }),
      allow: outboundAllowList(ctx),
      timeoutMs: 5000,
    });
    return res.status;
  } catch (err) {
    const why = err instanceof OutboundError ? err.message : (err as Error).message;
    console.error(`vendor ${record.kind} webhook of business ${businessId} not delivered: ${why}`);
    return null;
  }
}
