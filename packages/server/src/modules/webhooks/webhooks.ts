import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/db";

/** The contract's Webhook: all fields null when none is set. */
export interface Webhook {
  id: number | null;
  url: string | null;
  validator: string | null;
  secret: string | null;
  email: string | null;
  verified: { id: number; url: string; validator: string; secret: string } | null;
  valid: boolean;
}

interface Row extends Record<string, unknown> {
  id: number;
  business_id: number;
  url: string | null;
  validator: string | null;
  secret: string | null;
  email: string | null;
  verified_url: string | null;
  verified_validator: string | null;
  verified_secret: string | null;
}

/** The webhook of a business that was never set, or was removed. */
export const NO_WEBHOOK: Webhook = {
  id: null,
  url: null,
  validator: null,
  secret: null,
  email: null,
  verified: null,
  valid: false,
};

function toWebhook(r: Row | undefined): Webhook {
  if (!r) return NO_WEBHOOK;
  const verified =
    r.verified_url !== null && r.verified_validator !== null && r.verified_secret !== null
      ? { id: r.id, url: r.verified_url, validator: r.verified_validator, secret: r.verified_secret }
      : null;
  // Valid only when the verified copy matches id, url, validator and secret (part 3, section 4).
  const valid =
    verified !== null && verified.url === r.url && verified.validator === r.validator && verified.secret === r.secret;
  return { id: r.id, url: r.url, validator: r.validator, secret: r.secret, email: r.email, verified, valid };
}

/** The webhook of a business ({@link NO_WEBHOOK} when none). */
export async function webhookOf(db: Queryable, businessId: number): Promise<Webhook> {
  const [row] = await db.query<Row>("select * from webhooks where business_id = $1", [businessId]);
  return toWebhook(row);
}

/** Settings a verification saves. */
export interface WebhookSettings {
  url: string;
  validator: string;
  secret: string;
  email: string | null;
}

/** Saves the settings (creating the webhook when none); `verified` makes them the verified copy, else it is cleared. */
export async function saveWebhook(
  db: Queryable,
  businessId: number,
  s: WebhookSettings,
  verified: boolean,
  nowTs: number,
): Promise<Webhook> {
  const [row] = await db.query<Row>(
    `insert into webhooks (business_id, url, validator, secret, email, verified_url, verified_validator, verified_secret, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (business_id) do update set url = $2, validator = $3, secret = $4, email = $5,
       verified_url = $6, verified_validator = $7, verified_secret = $8, updated_ts = $9
     returning *`,
    [
      businessId,
      s.url,
      s.validator,
      s.secret,
      s.email || null,
      verified ? s.url : null,
      verified ? s.validator : null,
      verified ? s.secret : null,
      nowTs,
    ],
  );
  return toWebhook(row);
}

/** Stores a new random validator (32 hex digits); the webhook is invalid until verified with it. */
export async function generateValidator(db: Queryable, businessId: number, nowTs: number): Promise<Webhook> {
  const validator = randomBytes(16).toString("hex");
  const [row] = await db.query<Row>(
    `insert into webhooks (business_id, validator, updated_ts) values ($1, $2, $3)
     on conflict (business_id) do update set validator = $2, updated_ts = $3 returning *`,
    [businessId, validator, nowTs],
  );
  return toWebhook(row);
}

/** Removes the webhook: all five fields and the verified copy are gone; queued deliveries are skipped. */
export async function removeWebhook(db: Queryable, businessId: number): Promise<Webhook> {
  await db.query("delete from webhooks where business_id = $1", [businessId]);
  return NO_WEBHOOK;
}
