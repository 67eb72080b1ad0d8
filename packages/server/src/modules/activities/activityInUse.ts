import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

/**
 * The configuration groups that still show the activity: on an SSID, or in a schedule entry that is running
 * now (the latest one already started) or still to come. Past entries are history and do not hold it.
 */
export async function groupsUsingActivity(
  db: Queryable,
  businessId: number,
  activityId: number,
  nowSec: number,
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select cg.name from config_groups cg where cg.business_id = $1 and (
        exists (select 1 from jsonb_each(cg.activities) s where (s.value->>'activityId')::bigint = $2)
        or exists (select 1 from schedule_entries e
          where e.config_group_id = cg.id
            and exists (select 1 from jsonb_array_elements(e.activities) x where (x->>'activityId')::bigint = $2)
            and (e.start_ts >= $3 or e.start_ts = (select max(e2.start_ts) from schedule_entries e2
              where e2.config_group_id = cg.id and e2.start_ts < $3))))
      order by cg.id`,
    [businessId, activityId, nowSec],
  );
  return rows.map((r) => r.name);
}

/**
 * Throws 409 ACTIVITY_IN_USE naming the configuration groups that still show the activity; `userMessage` is
 * their names alone (as CONFIG_GROUP_IN_USE does), so clients can say it in their own language.
 */
export async function assertActivityUnused(db: Queryable, businessId: number, activityId: number, nowSec: number) {
  const groups = await groupsUsingActivity(db, businessId, activityId, nowSec);
  if (groups.length) {
    throw new HttpError(409, "ACTIVITY_IN_USE", `The activity is used by ${groups.join(", ")}`, {
      userMessage: groups.join(", "),
    });
  }
}
