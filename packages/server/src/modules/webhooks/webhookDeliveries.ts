import type { Queryable } from "../../db/db";

/** The states of a delivery in the log. */
export type DeliveryStatus = "pending" | "retrying" | "delivered" | "failed" | "skipped";

/** A delivery as stored. */
export interface DeliveryRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  webhook_id: number | null;
  event_id: string;
  type: string;
  payload: unknown;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  response_status: number | null;
  error: string | null;
  created_ts: number;
  delivered_ts: number | null;
}

/** The contract's WebhookDelivery. */
export const toDelivery = (r: DeliveryRow) => ({
  id: r.id,
  eventId: r.event_id,
  type: r.type,
  url: r.url,
  status: r.status,
  attempts: r.attempts,
  responseStatus: r.response_status,
  error: r.error,
  createdTs: r.created_ts,
  deliveredTs: r.delivered_ts,
});

/** A page of the business's delivery log, newest first. */
export async function deliveryPage(db: Queryable, businessId: number, startIndex: number, limit: number) {
  const rows = await db.query<DeliveryRow>(
    "select * from webhook_deliveries where business_id = $1 order by id desc offset $2 limit $3",
    [businessId, startIndex, limit],
  );
  const [count] = await db.query<{ n: number }>(
    "select count(*)::int as n from webhook_deliveries where business_id = $1",
    [businessId],
  );
  return { deliveries: rows.map(toDelivery), total: count?.n ?? 0 };
}

/** Records one attempt's outcome. */
export async function recordAttempt(
  db: Queryable,
  id: number,
  o: { status: DeliveryStatus; url?: string; responseStatus?: number | null; error?: string | null; nowTs: number },
): Promise<void> {
  await db.query(
    `update webhook_deliveries set status = $2, attempts = attempts + $3, url = coalesce($4, url),
       response_status = $5, error = $6, delivered_ts = case when $2 = 'delivered' then $7::bigint else delivered_ts end
     where id = $1`,
    [id, o.status, o.status === "skipped" ? 0 : 1, o.url ?? null, o.responseStatus ?? null, o.error ?? null, o.nowTs],
  );
}
