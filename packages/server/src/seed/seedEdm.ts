import type { Db } from "../db/db";
import { type DemoIds, demoBusinessId } from "./demoIds";

/**
 * Gives the café a draft e-mail campaign and a template, so the e-mail screens (list, wizard, report) have
 * something to open. Nothing is sent: the sender is not verified until the owner does it.
 * @returns what it added, for the start-up log.
 */
export async function seedEdm(db: Db, ids: DemoIds, now = Date.now()): Promise<string[]> {
  const cafe = await demoBusinessId(db, ids, "cafe");
  if (cafe === null) return [];
  const ts = Math.floor(now / 1000);
  const content =
    '<h1>Hello {{name}}</h1><p>Our <a href="https://portico.dev/offers">winter menu</a> starts this week: show this e-mail for a free pastry.</p>';
  await db.query(
    `insert into edm_campaigns (business_id, subject, content, created_at, updated_at)
     values ($1, 'Winter menu at Portico Café', $2, $3, $3)`,
    [cafe, content, ts],
  );
  await db.query(
    `insert into edm_templates (business_id, name, subject, content, created_at)
     values ($1, 'Seasonal offer', 'A new season at Portico Café', $2, $3)`,
    [cafe, content, ts],
  );
  return ["edm: a draft campaign and a template for the café"];
}
