import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Db, parseInt8, type Queryable, type Row } from "./db";

const INT8 = 20;

const lastRows = (results: { rows: Row[] }[]): Row[] => results.at(-1)?.rows ?? [];

/** Options of {@link createPgliteDb}. */
export interface PgliteDbOptions {
  /** Data directory on disk; omitted => in memory. */
  dataDir?: string;
  /** A dump from `dumpDataDir()` to start from instead of running initdb (fast test instances). */
  loadDataDir?: Blob | File;
}

/** Opens an embedded PGlite database (PostgreSQL in WASM; one connection, callers queue). */
export async function createPgliteDb(opts: PgliteDbOptions = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    parsers: { [INT8]: parseInt8 },
    // The iNode name search's trigram indexes (migration 035); PostgreSQL ships the same extension.
    extensions: { pg_trgm },
  });
  const run =
    (q: Pick<PGlite, "query">) =>
    async <T extends Row = Row>(sql: string, params: unknown[] = []): Promise<T[]> =>
      (await q.query<T>(sql, params)).rows;
  return {
    kind: "pglite",
    pglite,
    query: run(pglite),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      pglite.transaction((tx) =>
        fn({
          query: run(tx),
          exec: async (sql) => lastRows(await tx.exec(sql)),
        }),
      ),
    exec: async (sql) => lastRows(await pglite.exec(sql)),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
