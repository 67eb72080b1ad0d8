import type { Queryable } from "../db/db";
import { seedIdsOf } from "./seedRuns";

/** The ids of the demo data, as the seed steps that created them recorded them (absent: not seeded here). */
export interface DemoIds {
  owner?: number;
  staff?: number;
  cafe?: number;
  hotel?: number;
}

/** Reads the demo accounts' and businesses' ids from `seed_runs`: never by a name or e-mail an owner can change. */
export async function demoIds(db: Queryable): Promise<DemoIds> {
  const accounts = (await seedIdsOf(db, "accounts")) ?? {};
  const businesses = (await seedIdsOf(db, "businesses")) ?? {};
  const ids: DemoIds = {};
  for (const [key, value] of [
    ["owner", accounts.owner],
    ["staff", accounts.staff],
    ["cafe", businesses.cafe],
    ["hotel", businesses.hotel],
  ] as const)
    if (typeof value === "number") ids[key] = value;
  return ids;
}

/** The demo business's id when it still exists and still belongs to the demo owner (the owner may delete it). */
export async function demoBusinessId(db: Queryable, ids: DemoIds, key: "cafe" | "hotel"): Promise<number | null> {
  const id = ids[key];
  if (id === undefined || ids.owner === undefined) return null;
  const [b] = await db.query<{ id: number }>("select id from businesses where id = $1 and owner_id = $2", [
    id,
    ids.owner,
  ]);
  return b ? Number(b.id) : null;
}
