import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./db";

/** Where the numbered .sql files are: beside this file in source, copied to dist/migrations by tsup. */
export function migrationsDir(): string {
  // A path, not `new URL(..., import.meta.url)`: Vite rewrites that form against the page URL under jsdom.
  const here = dirname(fileURLToPath(import.meta.url));
  const found = [join(here, "migrations"), join(here, "../src/db/migrations")].find((p) => existsSync(p));
  if (!found) throw new Error("Portico migrations folder not found");
  return found;
}

/** The migration files in order: `001_name.sql`, `002_name.sql` ... */
export function listMigrations(dir = migrationsDir()): { version: number; name: string; sql: string }[] {
  const list = readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number.parseInt(f, 10), name: f, sql: readFileSync(`${dir}/${f}`, "utf8") }));
  // Two files with one number would apply only the first, silently: refuse to start instead.
  const twin = list.find((m, i) => i > 0 && list[i - 1]!.version === m.version);
  if (twin) throw new Error(`Two migrations share version ${twin.version}: rename ${twin.name}`);
  return list;
}

/**
 * Applies every migration not yet in `schema_migrations`, each in its own transaction.
 * @returns the names applied now.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    "create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())",
  );
  const done = new Set(
    (await db.query<{ version: number }>("select version from schema_migrations")).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const m of listMigrations()) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      // Serialises instances that start together on one PostgreSQL; re-checks under the lock.
      await tx.query("select pg_advisory_xact_lock(74201)");
      if ((await tx.query("select 1 from schema_migrations where version = $1", [m.version])).length) return;
      await tx.exec(m.sql);
      await tx.query("insert into schema_migrations (version, name) values ($1, $2)", [m.version, m.name]);
    });
    applied.push(m.name);
  }
  return applied;
}
