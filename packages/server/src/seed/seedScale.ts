import type { Queryable } from "../db/db";
import { seedFleet } from "../live/simulator/seedFleet";

/**
 * Benchmark-sized data (`--scale N` or PORTICO_SEED_SCALE=N): tops the demo café's 'Fleet' group up to N iNodes,
 * so restarting with the same N adds nothing.
 * @returns the size of the fleet now.
 */
export async function seedScale(db: Queryable, target: number): Promise<number> {
  const [cafe] = await db.query<{ id: number }>(
    "select b.id from businesses b join users u on u.id = b.owner_id where u.email = 'demo@portico.dev' order by b.id limit 1",
  );
  if (!cafe) return 0;
  const [fleet] = await db.query<{ n: number }>(
    `select count(*)::int as n from inodes i join inode_groups g on g.id = i.group_id
     where g.business_id = $1 and g.name = 'Fleet'`,
    [cafe.id],
  );
  const have = fleet?.n ?? 0;
  if (have < target) await seedFleet(db, cafe.id, target - have);
  return Math.max(have, target);
}
