import type { Queryable } from "../../db/db";

/** The contract's VendorConfig: every field null when the business never saved one. */
export interface VendorConfig {
  remarkBusinessId: number | null;
  checkinWebhook: string | null;
  checkoutWebhook: string | null;
  checkSerialNoWebhook: string | null;
  updatedTs: number | null;
}

interface Row extends Record<string, unknown> {
  remark_business_id: number | null;
  checkin_webhook: string | null;
  checkout_webhook: string | null;
  check_serial_no_webhook: string | null;
  updated_ts: number;
}

/** The vendor config of a business that never saved one. */
export const NO_VENDOR_CONFIG: VendorConfig = {
  remarkBusinessId: null,
  checkinWebhook: null,
  checkoutWebhook: null,
  checkSerialNoWebhook: null,
  updatedTs: null,
};

const toConfig = (r: Row | undefined): VendorConfig =>
  r
    ? {
        remarkBusinessId: r.remark_business_id === null ? null : Number(r.remark_business_id),
        checkinWebhook: r.checkin_webhook,
        checkoutWebhook: r.checkout_webhook,
        checkSerialNoWebhook: r.check_serial_no_webhook,
        updatedTs: Number(r.updated_ts),
      }
    : NO_VENDOR_CONFIG;

/**
 * The vendor config of a business ({@link NO_VENDOR_CONFIG} when none): the orders and check-in/out parts read
 * the webhook URLs from it and post through the webhook delivery / outbound guard.
 * @example const { checkinWebhook } = await getVendorConfig(db, businessId);
 */
export async function getVendorConfig(db: Queryable, businessId: number): Promise<VendorConfig> {
  const [row] = await db.query<Row>("select * from vendor_configs where business_id = $1", [businessId]);
  return toConfig(row);
}

/** The fields a save sets (already validated: http(s) URLs that passed the outbound guard, or null). */
export type VendorConfigInput = Omit<VendorConfig, "updatedTs">;

/** Creates or replaces the vendor config of a business. */
export async function saveVendorConfig(
  db: Queryable,
  businessId: number,
  c: VendorConfigInput,
  nowTs: number,
): Promise<VendorConfig> {
  const [row] = await db.query<Row>(
    `insert into vendor_configs (business_id, remark_business_id, checkin_webhook, checkout_webhook, check_serial_no_webhook, updated_ts)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (business_id) do update set remark_business_id = $2, checkin_webhook = $3, checkout_webhook = $4,
       check_serial_no_webhook = $5, updated_ts = $6
     returning *`,
    [businessId, c.remarkBusinessId, c.checkinWebhook, c.checkoutWebhook, c.checkSerialNoWebhook, nowTs],
  );
  return toConfig(row);
}
