import type { Db } from "./db";
import { migrate } from "./migrate";
import { createPgliteDb } from "./pgliteDb";
import { createPostgresDb } from "./postgresDb";

/** Where the data lives: PostgreSQL by URL, else PGlite on disk or in memory (optionally from a template dump). */
export interface OpenDbOptions {
  databaseUrl?: string;
  dataDir?: string;
  pgliteTemplate?: Blob;
}

/** Opens the database the options name and brings its schema up to date. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  const db = opts.databaseUrl
    ? await createPostgresDb(opts.databaseUrl)
    : await createPgliteDb({
        ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
        ...(opts.pgliteTemplate && !opts.dataDir ? { loadDataDir: opts.pgliteTemplate } : {}),
      });
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
