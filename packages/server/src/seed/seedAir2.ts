import type { Db } from "../db/db";
import { type DemoIds, demoBusinessId } from "./demoIds";

/** The demo café's multi-channel project and its draft campaign (seed step 'air2', once per database). */
export async function seedAir2(db: Db, ids: DemoIds): Promise<string[]> {
  const id = await demoBusinessId(db, ids, "cafe");
  if (id === null) return [];
  const [p] = await db.query<{ id: number }>(
    "insert into air2_projects (business_id, name, create_ts) values ($1, 'Autumn promotions', 1795000600) returning id",
    [id],
  );
  const [c] = await db.query<{ id: number }>(
    `insert into air2_campaigns (business_id, project_id, type, name, create_ts)
     values ($1, $2, 'broadcast', 'Weekend offer', 1795000700) returning id`,
    [id, p!.id],
  );
  await db.query(
    `insert into air2_channels (campaign_id, type, content, short_url_enabled, position)
     values ($1, 'sms', 'Hi {{name}}, 10% off this weekend at the café', false, 0)`,
    [c!.id],
  );
  return ["multi-channel project Autumn promotions with a draft campaign"];
}
