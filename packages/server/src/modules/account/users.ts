import type { Queryable } from "../../db/db";

/** One row of `users` as the server uses it. */
export interface UserRow {
  id: number;
  kind: "owner" | "subscriber";
  owner_id: number | null;
  email: string;
  username: string | null;
  name: string | null;
  lang: string | null;
  password_hash: string;
  suspended: 0 | 1 | 2;
  email_verified: boolean;
}

const COLUMNS = "id, kind, owner_id, email, username, name, lang, password_hash, suspended, email_verified";

/** Finds a user by e-mail, case-insensitively; `kind` narrows to owners or subscribers. */
export async function findUserByEmail(db: Queryable, email: string, kind?: UserRow["kind"]): Promise<UserRow | null> {
  const rows = await db.query<UserRow & Record<string, unknown>>(
    `select ${COLUMNS} from users where lower(email) = lower($1)${kind ? " and kind = $2" : ""}`,
    kind ? [email, kind] : [email],
  );
  return rows[0] ?? null;
}

/** Finds a user by id. */
export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow & Record<string, unknown>>(`select ${COLUMNS} from users where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Fields of a new user. */
export interface NewUser {
  kind: UserRow["kind"];
  ownerId?: number | null;
  email: string;
  username?: string | null;
  name?: string | null;
  lang?: string | null;
  passwordHash: string;
  suspended?: 0 | 1 | 2;
  emailVerified?: boolean;
}

/** Inserts a user; resolves to null when the e-mail is taken (unique index on lower(email)). */
export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow | null> {
  const rows = await db.query<UserRow & Record<string, unknown>>(
    `insert into users (kind, owner_id, email, username, name, lang, password_hash, suspended, email_verified)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict ((lower(email))) do nothing
     returning ${COLUMNS}`,
    [
      u.kind,
      u.ownerId ?? null,
      u.email,
      u.username ?? null,
      u.name ?? null,
      u.lang ?? null,
      u.passwordHash,
      u.suspended ?? 0,
      u.emailVerified ?? false,
    ],
  );
  return rows[0] ?? null;
}

/** Replaces a user's password hash. */
export async function setPasswordHash(db: Queryable, userId: number, hash: string): Promise<void> {
  await db.query("update users set password_hash = $2 where id = $1", [userId, hash]);
}

/** Marks a user's e-mail address as verified. */
export async function markEmailVerified(db: Queryable, userId: number): Promise<void> {
  await db.query("update users set email_verified = true where id = $1", [userId]);
}
