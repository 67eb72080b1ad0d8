import type { Queryable } from "../../db/db";

/** A guest action the reports count (the contract's portal event types). */
export type PortalEventType = "impression" | "click" | "skip" | "signin" | "survey" | "coupon" | "conversion";

/** Where an event happened and who did it. */
export interface EventScope {
  businessId: number;
  activityId: number;
  linkId: number | null;
  sessionId: string;
  guestId: string;
  /** The media channel: the captive portal of an iNode (the session knows the MAC) or a scanned link. */
  channel?: "wifi" | "qrcode";
}

/**
 * Records one guest event. An impression is `is_unique` when it is the guest's first of this activity,
 * so unique impressions are a plain count later.
 */
export async function recordPortalEvent(
  db: Queryable,
  scope: EventScope,
  type: PortalEventType,
  ts: number,
  detail: { moduleId?: string; method?: string } = {},
): Promise<void> {
  await db.query(
    `insert into portal_events (business_id, activity_id, link_id, session_id, guest_id, type, module_id, method, is_unique, ts,
       channel)
     select $1, $2, $3, $4, $5, $6, $7, $8,
            $6 = 'impression' and not exists (
              select 1 from portal_events where activity_id = $2 and guest_id = $5 and type = 'impression'),
            $9, $10`,
    [
      scope.businessId,
      scope.activityId,
      scope.linkId,
      scope.sessionId,
      scope.guestId,
      type,
      detail.moduleId ?? null,
      detail.method ?? null,
      ts,
      scope.channel ?? "qrcode",
    ],
  );
}
