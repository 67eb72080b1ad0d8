import type PgBoss from "pg-boss";
import type { Queryable } from "../db/db";

/**
 * pg-boss's "bring your own connection" interface over a Portico connection: the queue runs on the server's own
 * PGlite (one connection, no socket, no LISTEN needed: pg-boss polls) or PostgreSQL pool, and inside a
 * transaction when given its `tx` (a job row and its queue entry commit together).
 * Statements without parameters may be scripts (pg-boss's locked maintenance), so they go through `exec`.
 */
export function bossDb(db: Queryable): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({
      rows: values?.length ? await db.query(text, values) : await db.exec(text),
    }),
  };
}
