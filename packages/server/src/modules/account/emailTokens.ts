import type { Queryable } from "../../db/db";
import { hashToken, newToken } from "./tokens";

/** What an e-mailed token is for. */
export type EmailTokenPurpose = "reset" | "verify";

/** Lifetimes: a reset link for one hour (contract), a verification link for a week. */
export const EMAIL_TOKEN_TTL: Record<EmailTokenPurpose, number> = { reset: 3600, verify: 7 * 86400 };

/** Issues a single-use token for an e-mailed link; only its hash is stored. */
export async function issueEmailToken(
  db: Queryable,
  userId: number,
  purpose: EmailTokenPurpose,
  nowMs: number,
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into email_tokens (user_id, purpose, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [userId, purpose, hashToken(token), new Date(nowMs), new Date(nowMs + EMAIL_TOKEN_TTL[purpose] * 1000)],
  );
  return token;
}

/** Uses a token once (atomically); resolves to its user id, or null when unknown, used or expired. */
export async function consumeEmailToken(
  db: Queryable,
  token: string,
  purpose: EmailTokenPurpose,
  nowMs: number,
): Promise<number | null> {
  const rows = await db.query<{ user_id: number }>(
    `update email_tokens set used_at = $3
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
      returning user_id`,
    [hashToken(token), purpose, new Date(nowMs)],
  );
  return rows[0]?.user_id ?? null;
}
