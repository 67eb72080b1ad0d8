import type { Db } from "../db/db";
import { rollUpInsights } from "../modules/insights/insightsRollups";

/**
 * Gives the demo's seeded portal traffic its media channels (seven walks in ten through an iNode's captive
 * portal, the rest from scanned QR codes; fixed by the session id, so every fresh database gets the same numbers)
 * and rolls it up, so the landing dashboard shows the demo's numbers at once instead of waiting for the job.
 */
export async function seedInsights(db: Db, nowTs = Math.floor(Date.now() / 1000)): Promise<string[]> {
  const rows = await db.query<{ session_id: string }>(
    `update portal_events set channel = 'wifi'
      where session_id like 'seed-%' and abs(hashtext(session_id)) % 10 < 7 returning session_id`,
  );
  await rollUpInsights(db, 0, nowTs);
  return [`${rows.length} seeded portal events through WiFi, rollups up to date`];
}
