import type { Queryable } from "../db/db";
import { seedFleet } from "../live/simulator/seedFleet";
import { demoBusinessId, demoIds } from "./demoIds";
import { recordSeedRun, seedIdsOf } from "./seedRuns";

/**
 * Benchmark-sized data (`--scale N` or PORTICO_SEED_SCALE=N): tops the demo café's fleet up to N iNodes, so
 * restarting with the same N adds nothing. The café and the fleet's group are found by the ids the seed
 * recorded (`seed_runs`), and the fleet is counted by its generated cuids: renaming either adds no second fleet.
 * @returns the size of the fleet now.
 */
export async function seedScale(db: Queryable, target: number): Promise<number> {
  const cafe = await demoBusinessId(db, await demoIds(db), "cafe");
  if (cafe === null) return 0;
  const recorded = (await seedIdsOf(db, "scale"))?.group;
  const [kept] = recorded
    ? await db.query<{ id: number }>("select id from inode_groups where id = $1 and business_id = $2", [recorded, cafe])
    : [];
  const [fleet] = await db.query<{ n: number }>(
    `select count(*)::int as n from inodes
      where business_id = $1 and cuid like 'f' || lpad(to_hex($1::bigint), 5, '0') || '%' and length(cuid) = 16`,
    [cafe],
  );
  const have = fleet?.n ?? 0;
  let group = kept ? Number(kept.id) : undefined;
  if (have < target) {
    if (group === undefined) group = await newFleetGroup(db, cafe);
    await seedFleet(db, cafe, target - have, group);
  }
  if (group !== undefined && group !== recorded) await recordSeedRun(db, "scale", 1, { group });
  // PGlite has no autovacuum, so no statistics: without them the planner takes the iNode list's name search past
  // its trigram index (PGlite 'Fleet 4242' at 50,000 iNodes: 57 ms -> 1.2 ms once analysed). PostgreSQL's autovacuum
  // would get there later; now is when the rows arrived.
  if (have < target) await db.query("analyze inodes");
  return Math.max(have, target);
}

/** The group of the fleet's newest iNode (a fleet seeded before groups were recorded), else a new 'Fleet'. */
async function newFleetGroup(db: Queryable, businessId: number): Promise<number> {
  const [held] = await db.query<{ group_id: number }>(
    `select group_id from inodes where business_id = $1 and group_id is not null
        and cuid like 'f' || lpad(to_hex($1::bigint), 5, '0') || '%' and length(cuid) = 16
      order by cuid desc limit 1`,
    [businessId],
  );
  if (held) return Number(held.group_id);
  const [g] = await db.query<{ id: number }>(
    `insert into inode_groups (business_id, name, time_zone, model_id, created_ts, updated_ts)
     select $1, 'Fleet', time_zone, 'iN-200', 1795000000, 1795000000 from businesses where id = $1 returning id`,
    [businessId],
  );
  return Number(g!.id);
}
