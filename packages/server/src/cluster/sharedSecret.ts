import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/db";

/**
 * The secret named `name` that every instance on this database shares (`shared_secrets`): made by whichever asks
 * first, 32 random bytes. A key kept in process memory instead would sign tokens that the other instances refuse.
 * @example const key = await sharedSecret(ctx.db, "devOAuth2", ctx.now());
 */
export async function sharedSecret(db: Queryable, name: string, nowMs: number): Promise<Buffer> {
  await db.query(
    "insert into shared_secrets (name, secret, created_ts) values ($1, $2, $3) on conflict (name) do nothing",
    [name, randomBytes(32).toString("base64url"), Math.floor(nowMs / 1000)],
  );
  const [row] = await db.query<{ secret: string }>("select secret from shared_secrets where name = $1", [name]);
  return Buffer.from(row!.secret, "base64url");
}

/**
 * {@link sharedSecret} read once per process (and again after a failed read).
 * @example const key = lazySharedSecret(ctx.db, "devOAuth2", ctx.now); await key();
 */
export function lazySharedSecret(db: Queryable, name: string, now: () => number): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return () => {
    key ??= sharedSecret(db, name, now()).catch((err: unknown) => {
      key = undefined;
      throw err;
    });
    return key;
  };
}
