import type { Db, Queryable } from "../db/db";

/** What a seed step recorded as created: names to database ids. */
export type SeedIds = Record<string, number>;

/** One seed step: runs once per database at a given version (a higher version runs it again). */
export interface SeedStep {
  name: string;
  version: number;
  /** Adds the data; returns what it added (for the log) and the ids it wants recorded. */
  run(): Promise<{ added: string[]; ids?: SeedIds }>;
}

/** The ids a step recorded when it ran, or null when it never ran on this database. */
export async function seedIdsOf(db: Queryable, name: string): Promise<SeedIds | null> {
  const [row] = await db.query<{ ids: SeedIds | string }>("select ids from seed_runs where name = $1", [name]);
  if (!row) return null;
  return typeof row.ids === "string" ? (JSON.parse(row.ids) as SeedIds) : row.ids;
}

/** Records that a step ran (at `version`, keeping `ids`); a rerun at a new version replaces the row. */
export async function recordSeedRun(db: Queryable, name: string, version: number, ids: SeedIds = {}): Promise<void> {
  await db.query(
    `insert into seed_runs (name, version, ran_ts, ids) values ($1, $2, $3, $4::jsonb)
     on conflict (name) do update set version = excluded.version, ran_ts = excluded.ran_ts, ids = excluded.ids`,
    [name, version, Math.floor(Date.now() / 1000), JSON.stringify(ids)],
  );
}

/**
 * Runs, in order, each step that has not run at its version on this database. A step that throws is logged
 * and the steps after it wait (they build on it): all of them run on the next start. Seeding never stops the
 * server from starting on existing data.
 * @returns what the steps added, and the name of the step that failed.
 */
export async function runSeedSteps(
  db: Db,
  steps: readonly SeedStep[],
  log: (msg: string, err: unknown) => void = (msg, err) => console.error(msg, err),
): Promise<{ added: string[]; failed?: string }> {
  const done = new Map(
    (await db.query<{ name: string; version: number }>("select name, version from seed_runs")).map((r) => [
      r.name,
      r.version,
    ]),
  );
  const added: string[] = [];
  for (const step of steps) {
    if ((done.get(step.name) ?? 0) >= step.version) continue;
    try {
      const out = await step.run();
      await recordSeedRun(db, step.name, step.version, out.ids);
      added.push(...out.added);
    } catch (err) {
      log(`Seed step '${step.name}' failed; starting on the existing data (it runs again on the next start):`, err);
      return { added, failed: step.name };
    }
  }
  return { added };
}
