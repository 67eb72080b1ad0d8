import type { Db } from "../db/db";
import { findUserByEmail } from "../modules/account/users";
import { DEMO_BUSINESSES } from "./seedBusinesses";

/** The demo businesses' activities, oldest first (the activity list shows the newest update first). */
export const DEMO_ACTIVITIES: Record<keyof typeof DEMO_BUSINESSES, readonly string[]> = {
  cafe: ["Welcome Portal", "Coffee Coupon", "Guest Survey"],
  hotel: ["Welcome Portal", "Room Upgrade Offer", "Guest Survey"],
};

/**
 * Adds the demo activities that are missing (by business and name), so that schedules and SSIDs have
 * something to pick; existing ones are left as they are.
 * @returns what it added, for the start-up log.
 */
export async function seedActivities(db: Db, ownerEmail: string): Promise<string[]> {
  const owner = await findUserByEmail(db, ownerEmail, "owner");
  if (!owner) return [];
  const added: string[] = [];
  for (const [key, names] of Object.entries(DEMO_ACTIVITIES)) {
    const business = DEMO_BUSINESSES[key as keyof typeof DEMO_BUSINESSES];
    const [b] = await db.query<{ id: number }>("select id from businesses where owner_id = $1 and name = $2", [
      owner.id,
      business.name,
    ]);
    if (!b) continue;
    for (const [i, name] of names.entries()) {
      if ((await db.query("select 1 from activities where business_id = $1 and name = $2", [b.id, name])).length)
        continue;
      // Fixed, distinct times: a fresh database always lists them in the same order.
      const ts = 1_795_000_000 + 100 * (i + 1);
      await db.query("insert into activities (business_id, name, created_ts, updated_ts) values ($1, $2, $3, $3)", [
        b.id,
        name,
        ts,
      ]);
      added.push(`activity ${name} of ${business.name}`);
    }
  }
  return added;
}
