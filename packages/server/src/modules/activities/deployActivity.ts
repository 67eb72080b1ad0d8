import type { Queryable } from "../../db/db";

/**
 * Deploys the running copy to its iNodes (part 1 section 3: the iNode profile's ssid1 is the activity id,
 * with activityName and duration): those iNodes get the activity, iNodes it was deployed to before but no
 * longer listed lose it. An iNode runs one activity, so the business's other activities stop listing the
 * iNodes it went to (running and preview copies). Only the business's iNodes and activities are touched.
 * @returns the cuids it went to, in the order given.
 */
export async function deployActivity(
  db: Queryable,
  a: { id: number; businessId: number; name: string; duration: number; inodes: string[] },
  nowSec: number,
): Promise<string[]> {
  await db.query(
    `update inodes set activity_id = null, activity_name = null, activity_duration = null, activity_deployed_ts = null
      where activity_id = $1 and not (cuid = any($2::text[]))`,
    [a.id, a.inodes],
  );
  if (!a.inodes.length) return [];
  const rows = await db.query<{ cuid: string }>(
    `update inodes set activity_id = $1, activity_name = $2, activity_duration = $3, activity_deployed_ts = $4
      where business_id = $5 and cuid = any($6::text[]) returning cuid`,
    [a.id, a.name, a.duration, nowSec, a.businessId, a.inodes],
  );
  const done = new Set(rows.map((r) => r.cuid));
  await releaseINodes(db, a.businessId, a.id, [...done]);
  return a.inodes.filter((c) => done.has(c));
}

/** Takes the iNodes off the business's other activities, in the running copy and the preview copy alike. */
async function releaseINodes(db: Queryable, businessId: number, activityId: number, cuids: string[]) {
  if (!cuids.length) return;
  await db.query(
    `update activities set inodes = inodes - $3::text[],
        preview = case when preview ? 'inodes' then jsonb_set(preview, '{inodes}', (preview->'inodes') - $3::text[])
          else preview end
      where business_id = $1 and id <> $2
        and (inodes ?| $3::text[] or coalesce(preview->'inodes', '[]'::jsonb) ?| $3::text[])`,
    [businessId, activityId, cuids],
  );
}

/**
 * Resets the grant status of the activity's visitors: their grant rows are marked reset, so the guest portal
 * shows them the activity again on their next visit.
 * @returns how many visitors were reset.
 */
export async function resetGrants(db: Queryable, activityId: number, nowSec: number): Promise<number> {
  const rows = await db.query(
    "update activity_grants set reset = true, reset_ts = $2 where activity_id = $1 and not reset returning id",
    [activityId, nowSec],
  );
  return rows.length;
}
