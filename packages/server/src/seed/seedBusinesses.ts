import type { Db } from "../db/db";
import { findUserByEmail } from "../modules/account/users";
import { insertBusiness } from "../modules/business/businesses";

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
 * Adds the demo businesses that are missing (by owner and name) and, for the café when it is new, the
 * staff sub-account's read-only grant; existing data is left as it is.
 * @returns the names added now.
 */
export async function seedBusinesses(db: Db, ownerEmail: string, staffEmail: string): Promise<string[]> {
  const owner = await findUserByEmail(db, ownerEmail, "owner");
  const staff = await findUserByEmail(db, staffEmail, "subscriber");
  if (!owner) return [];
  const added: string[] = [];
  for (const [key, profile] of Object.entries(DEMO_BUSINESSES)) {
    const exists = await db.query("select 1 from businesses where owner_id = $1 and name = $2", [
      owner.id,
      profile.name,
    ]);
    if (exists.length) continue;
    await db.transaction(async (tx) => {
      // Seed times are fixed so that a fresh database always looks the same.
      const b = await insertBusiness(tx, owner.id, profile, 1_795_000_000);
      if (key === "cafe" && staff?.owner_id === owner.id) {
        await tx.query("insert into subscriber_acl (subscriber_id, business_id, verbs) values ($1, $2, $3)", [
          staff.id,
          b.id,
          ["get"],
        ]);
        await tx.query("update users set business_list_verbs = $2 where id = $1", [staff.id, ["get"]]);
      }
    });
    added.push(profile.name);
  }
  return added;
}
