import pg from "pg";
import { type Db, parseInt8, type Queryable, type Row } from "./db";

const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8 ? parseInt8 : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

// A script of several statements answers one result per statement (an array); a single statement, one result.
const lastRows = (r: pg.QueryResult | pg.QueryResult[]): Row[] => (Array.isArray(r) ? r.at(-1)?.rows : r.rows) ?? [];

/** Connects a pool to PostgreSQL at `url` (the path for load and for several server instances). */
export async function createPostgresDb(url: string, opts: { max?: number } = {}): Promise<Db & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, types });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  await pool.query("select 1");
  const run =
    (q: Pick<pg.Pool | pg.PoolClient, "query">) =>
    async <T extends Row = Row>(sql: string, params: unknown[] = []): Promise<T[]> =>
      (await q.query<T>(sql, params)).rows;
  return {
    kind: "postgres",
    pool,
    query: run(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({
          query: run(client),
          exec: async (sql) => lastRows(await client.query(sql)),
        });
        await client.query("commit");
        return result;
      } catch (err) {
        await client.query("rollback").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => lastRows(await pool.query(sql)),
    close: () => pool.end(),
  };
}
