import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateQueueSchema } from "../jobs/queueSchema";
import { listMigrations, migrate } from "./migrate";
import { createPgliteDb } from "./pgliteDb";

let template: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory (tar dump) to start test instances from: initdb takes 4-7 s and
 * ~700 MB, loading the dump ~1 s. Made once per process and cached in the temp dir per migration set.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= makeTemplate();
  return template;
}

async function makeTemplate(): Promise<Blob> {
  // The resolved paths carry the versions (pnpm store), so an upgrade never loads an old dump.
  const require = createRequire(import.meta.url);
  const key = createHash("sha256")
    .update(require.resolve("@electric-sql/pglite"))
    .update(require.resolve("pg-boss")) // its schema is in the dump too
    .update(
      listMigrations()
        .map((m) => `${m.name}\n${m.sql}`)
        .join("\n"),
    )
    .digest("hex")
    .slice(0, 16);
  const file = join(tmpdir(), `portico-pglite-template-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await createPgliteDb();
  await migrate(db);
  await migrateQueueSchema(db);
  const dump = await db.pglite.dumpDataDir("none");
  await db.close();
  const bytes = new Uint8Array(await dump.arrayBuffer());
  // Write then rename so that a parallel test process never reads half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
  return new Blob([bytes]);
}
