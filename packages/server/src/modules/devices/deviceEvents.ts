import type { Queryable } from "../../db/db";
import type { LiveHub, LiveMessage } from "../../live/liveHub";
import type { Verb } from "../business/access";

/** A device event to record (the device events table of the iNode info screen and the channels area). */
export interface NewDeviceEvent {
  businessId: number;
  inodeId: number | null;
  cuid: string;
  nickname: string | null;
  type: string;
  level?: "info" | "warning" | "error";
  message: string;
  ts: number;
}

/** Stores one device event. */
export async function recordDeviceEvent(db: Queryable, e: NewDeviceEvent): Promise<void> {
  await db.query(
    `insert into device_events (business_id, inode_id, cuid, nickname, type, level, message, ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [e.businessId, e.inodeId, e.cuid, e.nickname, e.type, e.level ?? "info", e.message, e.ts],
  );
}

/**
 * Publishes a live device event to the business's websocket clients only.
 * @example await publishDeviceEvent(ctx.live, 7, { type: "iNodeOnline", cuid })
 */
export function publishDeviceEvent(
  live: LiveHub,
  businessId: number,
  params: { type: string } & Record<string, unknown>,
): Promise<number> {
  const message: LiveMessage = { method: "event", params: { ...params, businessId } };
  return live.publish({ businessId }, message);
}

/**
 * Who receives a business's live messages: its owner and the sub-accounts whose ACL grants `get` on it
 * (the same people the business guard lets read it).
 */
export function businessAudience(db: Queryable): (businessId: number) => Promise<number[]> {
  const verb: Verb = "get";
  return async (businessId) => {
    const rows = await db.query<{ id: number }>(
      `select owner_id as id from businesses where id = $1
       union select a.subscriber_id from subscriber_acl a join businesses b on b.id = a.business_id
        where a.business_id = $1 and $2 = any(a.verbs)`,
      [businessId, verb],
    );
    return rows.map((r) => r.id);
  };
}
