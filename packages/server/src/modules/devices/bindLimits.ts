import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { countAttempt, peekAttempts, type RateLimit, rateLimited } from "../../guards/rateLimit";

/** Unknown activation codes a business may try in ten minutes (a guesser needs billions). */
export const BIND_FAILURES_PER_BUSINESS: RateLimit = { name: "bind:business", max: 20, windowSeconds: 600 };
/** Unknown activation codes one client address may try in ten minutes, whatever the business. */
export const BIND_FAILURES_PER_ADDRESS: RateLimit = { name: "bind:address", max: 20, windowSeconds: 600 };

/** Who is binding: the business and the client address, each limited on its own. */
export interface Claimant {
  businessId: number;
  address: string;
}

const checks = (c: Claimant): [RateLimit, string][] => [
  [BIND_FAILURES_PER_BUSINESS, String(c.businessId)],
  [BIND_FAILURES_PER_ADDRESS, c.address],
];

/**
 * How many more unknown codes the claimant may try in this window; throws 429 RATE_LIMITED (with `Retry-After`)
 * when none is left, before anything is looked up, so a limited caller learns nothing about any code.
 */
export async function bindBudget(db: Queryable, nowMs: number, c: Claimant): Promise<number> {
  let left = Number.POSITIVE_INFINITY;
  let wait = 0;
  for (const [limit, subject] of checks(c)) {
    const seen = await peekAttempts(db, limit, subject, nowMs);
    left = Math.min(left, limit.max - seen.hits);
    if (seen.limited) wait = Math.max(wait, seen.retryAfter);
  }
  if (left <= 0) throw rateLimited({ limited: true, hits: 0, retryAfter: wait });
  return left;
}

/** Counts `failures` unknown codes against the claimant (after the bind, outside its transaction, so they stay). */
export async function countBindFailures(db: Queryable, nowMs: number, c: Claimant, failures: number): Promise<void> {
  if (failures <= 0) return;
  for (const [limit, subject] of checks(c)) await countAttempt(db, limit, subject, nowMs, failures);
}

/** The answer to an activation code that never announced, or that another business has bound: one answer for both. */
export function unknownINode(): HttpError {
  return new HttpError(404, "INODE_UNKNOWN", "No device has announced itself with this activation code");
}
