import type { Db } from "../db/db";
import { countSegment } from "../modules/sms/segments";
import { timeZoneOf } from "../modules/visitors/visitorsReport";
import { type DemoIds, demoBusinessId } from "./demoIds";

/**
 * Gives the café a named segment (its guests with a phone number) and a draft SMS campaign to it, so the SMS
 * screens have something to open. Runs after the visitors step (the segment's count is real).
 * @returns what it added, for the start-up log.
 */
export async function seedSms(db: Db, ids: DemoIds, now = Date.now()): Promise<string[]> {
  const cafe = await demoBusinessId(db, ids, "cafe");
  if (cafe === null) return [];
  const ts = Math.floor(now / 1000);
  const conditions = [{ field: "phoneNumber" as const, op: "NOT_NULL" as const }];
  const count = await countSegment(db, cafe, conditions, { nowMs: now, timeZone: await timeZoneOf(db, cafe) });
  const [seg] = await db.query<{ id: number }>(
    `insert into visitor_segments (business_id, name, conditions, count, created_ts, updated_ts)
     values ($1, 'Guests with a phone', $2, $3, $4, $4) returning id`,
    [cafe, JSON.stringify(conditions), count, ts],
  );
  await db.query(
    `insert into sms_campaigns (business_id, name, content, segment_id, count, created_ts, updated_ts)
     values ($1, 'Welcome back', 'Hi {{name}}, your next coffee is on us this week.', $2, $3, $4, $4)`,
    [cafe, seg!.id, count, ts],
  );
  return ["sms: a segment and a campaign for the café"];
}
