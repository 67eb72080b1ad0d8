import type { Queryable } from "../../db/db";
import { hashToken, newToken } from "./tokens";

/** The signed-in caller behind a bearer token. */
export interface Caller {
  userId: number;
  sessionId: number;
  kind: "owner" | "subscriber";
  /** The owner account: the user itself for owners, the parent for subscribers. */
  ownerId: number;
  /** The subscriber id (= user id) for sub-accounts, else null. */
  subscriberId: number | null;
  suspended: 0 | 1 | 2;
}

/** Opens a session and returns its opaque token; only the token's SHA-256 is stored. */
export async function createSession(
  db: Queryable,
  userId: number,
  clientId: string,
  nowMs: number,
  ttlSeconds: number,
): Promise<{ token: string; sessionId: number; expiresIn: number }> {
  const token = newToken();
  const [row] = await db.query<{ id: number }>(
    `insert into sessions (user_id, token_hash, client_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [userId, hashToken(token), clientId, new Date(nowMs), new Date(nowMs + ttlSeconds * 1000)],
  );
  return { token, sessionId: row!.id, expiresIn: ttlSeconds };
}

/** Resolves a bearer token to its caller, or null when it is unknown, expired or revoked. */
export async function findCaller(db: Queryable, token: string, nowMs: number): Promise<Caller | null> {
  const rows = await db.query<{
    session_id: number;
    user_id: number;
    kind: Caller["kind"];
    owner_id: number | null;
    suspended: Caller["suspended"];
  }>(
    `select s.id as session_id, u.id as user_id, u.kind, u.owner_id, u.suspended
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [hashToken(token), new Date(nowMs)],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    userId: r.user_id,
    sessionId: r.session_id,
    kind: r.kind,
    ownerId: r.owner_id ?? r.user_id,
    subscriberId: r.kind === "subscriber" ? r.user_id : null,
    suspended: r.suspended,
  };
}

/** Revokes one session. */
export async function revokeSession(db: Queryable, sessionId: number, nowMs: number): Promise<void> {
  await db.query("update sessions set revoked_at = $2 where id = $1 and revoked_at is null", [
    sessionId,
    new Date(nowMs),
  ]);
}

/** Revokes every live session of a user; resolves to the ids revoked. */
export async function revokeUserSessions(db: Queryable, userId: number, nowMs: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null returning id",
    [userId, new Date(nowMs)],
  );
  return rows.map((r) => r.id);
}
