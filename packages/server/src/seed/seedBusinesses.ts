import type { Db } from "../db/db";
import { insertBusiness } from "../modules/business/businesses";
import type { DemoIds } from "./demoIds";

type BusinessProfile = (typeof DEMO_BUSINESSES)[keyof typeof DEMO_BUSINESSES];

/** The demo owner's businesses; the staff sub-account may read the café and nothing of the hotel. */
export const DEMO_BUSINESSES = {
  cafe: {
    name: "Portico Café",
    timeZone: "Asia/Taipei",
    email: "cafe@portico.dev",
    address: "No. 7, Section 5, Xinyi Road, Xinyi District, Taipei",
    location: { latitude: 25.033, longitude: 121.5654 },
  },
  hotel: {
    name: "Portico Hotel",
    timeZone: "Asia/Taipei",
    email: "hotel@portico.dev",
    address: "No. 1, Section 1, Zhongxiao West Road, Zhongzheng District, Taipei",
    location: { latitude: 25.0478, longitude: 121.517 },
  },
} as const;

/**
 * Adds the demo businesses and the staff sub-account's read-only grant on the café. Runs once per database
 * (seed step 'businesses'), so it looks nothing up by name: a renamed café is never seeded a second time.
 * @returns the names added and their ids (recorded in `seed_runs` for the later steps).
 */
export async function seedBusinesses(
  db: Db,
  ids: DemoIds,
): Promise<{ added: string[]; ids: Partial<Record<keyof typeof DEMO_BUSINESSES, number>> }> {
  if (ids.owner === undefined) return { added: [], ids: {} };
  const ownerId = ids.owner;
  const added: string[] = [];
  const created: Partial<Record<keyof typeof DEMO_BUSINESSES, number>> = {};
  for (const [key, profile] of Object.entries(DEMO_BUSINESSES) as [keyof typeof DEMO_BUSINESSES, BusinessProfile][]) {
    created[key] = await db.transaction(async (tx) => {
      // Seed times are fixed so that a fresh database always looks the same.
      const b = await insertBusiness(tx, ownerId, profile, 1_795_000_000);
      if (key === "cafe" && ids.staff !== undefined) {
        await tx.query("insert into subscriber_acl (subscriber_id, business_id, verbs) values ($1, $2, $3)", [
          ids.staff,
          b.id,
          ["get"],
        ]);
        await tx.query("update users set business_list_verbs = $2 where id = $1", [ids.staff, ["get"]]);
      }
      return Number(b.id);
    });
    added.push(profile.name);
  }
  return { added, ids: created };
}
