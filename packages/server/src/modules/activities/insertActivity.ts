import type { Queryable } from "../../db/db";
import { type ActivityRow, DEFAULT_PROFILE, type StoredContent } from "./activities";

/** What a new activity row holds; the content parts default to an empty modules activity. */
export interface NewActivity {
  businessId: number;
  appId: number | null;
  name: string;
  mode?: "modules" | "legacy";
  content?: Partial<StoredContent>;
  nowSec: number;
}

/**
 * Inserts an activity (running copy only; the preview copy is made on first use) and returns its row. Any
 * first activity (add, duplicate, wizard) completes the business's first-activity guide step, so guide mode's
 * hidden menus come back whichever way the owner made it.
 */
export async function insertActivity(db: Queryable, a: NewActivity): Promise<ActivityRow> {
  const c = a.content ?? {};
  const [row] = await db.query<ActivityRow>(
    `insert into activities (business_id, project_id, name, mode, profile, modules, skip_modules, white_list,
        network_config, inodes, created_ts, updated_ts)
      values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11, $11) returning *`,
    [
      a.businessId,
      a.appId,
      a.name,
      a.mode ?? "modules",
      JSON.stringify({ ...DEFAULT_PROFILE, ...c.profile, name: a.name }),
      JSON.stringify(c.modules ?? []),
      JSON.stringify(c.skipModules ?? []),
      JSON.stringify(c.whiteList ?? []),
      JSON.stringify(c.networkConfig ?? {}),
      JSON.stringify(c.inodes ?? []),
      a.nowSec,
    ],
  );
  await db.query(
    `update businesses set preference = coalesce(preference, '{}'::jsonb) || '{"isFirstActivityDone": true}'::jsonb
      where id = $1 and coalesce((preference ->> 'isFirstActivityDone')::boolean, false) = false`,
    [a.businessId],
  );
  return row!;
}
