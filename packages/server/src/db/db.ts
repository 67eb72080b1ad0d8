/** One SQL result row: column name to value (int8 values arrive as numbers on every adapter). */
export type Row = Record<string, unknown>;

/** A connection-like handle that runs parameterised SQL ($1, $2 ...). */
export interface Queryable {
  /** Runs one statement and resolves to its rows. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations); resolves to the last statement's rows. */
  exec(sql: string): Promise<Row[]>;
}

/**
 * The database the server talks to: PGlite (embedded) or PostgreSQL, same SQL on both.
 * @example
 * const rows = await db.query<{ id: number }>("select id from users where email = $1", [email]);
 */
export interface Db extends Queryable {
  /** Which adapter this is (for logs and tests). */
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connection(s); PGlite flushes its data directory. */
  close(): Promise<void>;
}

/** Parses int8 text into a JS number: ids and counts stay far below 2^53 in Portico. */
export const parseInt8 = (value: string): number => Number(value);
