import type { Queryable } from "../../db/db";
import type { ActivityProfileFields, ActivityRow } from "./activities";

/**
 * Sets profile fields on the running copy and, when one exists, the preview copy (calls that act at once:
 * grant app, CMX), and touches updatedTs.
 */
export async function patchProfiles(
  db: Queryable,
  activityId: number,
  fields: ActivityProfileFields,
  nowMs: number,
): Promise<ActivityRow> {
  const [row] = await db.query<ActivityRow>(
    `update activities set profile = profile || $2::jsonb, updated_ts = $3,
        preview = case when preview is null then null
          else jsonb_set(preview, '{profile}', coalesce(preview->'profile', '{}'::jsonb) || $2::jsonb) end
      where id = $1 returning *`,
    [activityId, JSON.stringify(fields), Math.floor(nowMs / 1000)],
  );
  return row!;
}
