import type { Queryable } from "../db/db";
import { HttpError } from "../errors";
import type { PeriodicJob } from "../jobs/jobTypes";

/** One limit: at most `max` attempts per `windowSeconds` for one key. */
export interface RateLimit {
  /** What is limited, e.g. "signin:account" (part of the stored key). */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The outcome of counting one attempt. */
export interface RateLimitHit {
  /** True when this attempt is over the limit. */
  limited: boolean;
  /** Attempts counted in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (the `Retry-After` of a limited attempt). */
  retryAfter: number;
}

/**
 * Counts one attempt (or `attempts` at once: a batch's failed rows) of `subject` (an e-mail, a client address ...) against `limit`, in one statement, in the
 * database, so that every instance sees the same count. Fixed windows: simple, and at most 2x `max` in any
 * sliding window, which is enough against guessing.
 * @example
 * const hit = await countAttempt(ctx.db, SIGN_IN_PER_ACCOUNT, email, ctx.now());
 */
export async function countAttempt(
  db: Queryable,
  limit: RateLimit,
  subject: string,
  nowMs: number,
  attempts = 1,
): Promise<RateLimitHit> {
  const now = Math.floor(nowMs / 1000);
  const windowStart = now - (now % limit.windowSeconds);
  const [row] = await db.query<{ hits: number }>(
    `insert into rate_limits (key, window_start, hits) values ($1, $2, $3)
     on conflict (key, window_start) do update set hits = rate_limits.hits + excluded.hits
     returning hits`,
    [`${limit.name}:${subject.toLowerCase()}`, windowStart, attempts],
  );
  const hits = Number(row?.hits ?? 1);
  return { limited: hits > limit.max, hits, retryAfter: windowStart + limit.windowSeconds - now };
}

/**
 * Reads (without counting) whether `subject` has used up `limit` in the current window: the check before a
 * sign-in, so that while limited even the right password is refused and guessing stops.
 * @example const hit = await peekAttempts(ctx.db, limits.signInPerAccount, email, ctx.now());
 */
export async function peekAttempts(
  db: Queryable,
  limit: RateLimit,
  subject: string,
  nowMs: number,
): Promise<RateLimitHit> {
  const now = Math.floor(nowMs / 1000);
  const windowStart = now - (now % limit.windowSeconds);
  const [row] = await db.query<{ hits: number }>("select hits from rate_limits where key = $1 and window_start = $2", [
    `${limit.name}:${subject.toLowerCase()}`,
    windowStart,
  ]);
  const hits = Number(row?.hits ?? 0);
  return { limited: hits >= limit.max, hits, retryAfter: windowStart + limit.windowSeconds - now };
}

/**
 * Throws 429 RATE_LIMITED (the longest wait as `retryAfter`) when any of `checks` is used up, counting nothing.
 * @example await refuseWhileLimited(ctx.db, ctx.now(), [[limits.signInPerAccount, email]]);
 */
export async function refuseWhileLimited(db: Queryable, nowMs: number, checks: [RateLimit, string][]): Promise<void> {
  const hits: RateLimitHit[] = [];
  for (const [limit, subject] of checks) hits.push(await peekAttempts(db, limit, subject, nowMs));
  throwIfLimited(hits);
}

/** Forgets the attempts of `subject` (a successful sign-in clears its account's failures). */
export async function clearAttempts(db: Queryable, limit: RateLimit, subject: string): Promise<void> {
  await db.query("delete from rate_limits where key = $1", [`${limit.name}:${subject.toLowerCase()}`]);
}

/** Drops windows older than a day (stale rows never limit anyone, but every failed attempt's window adds one). */
export async function pruneAttempts(db: Queryable, nowMs: number): Promise<void> {
  await db.query("delete from rate_limits where window_start < $1", [Math.floor(nowMs / 1000) - 86400]);
}

/**
 * The hourly prune as a periodic job of the queue: one instance runs it each hour, whichever takes it first.
 * @example ctx.jobs.every(attemptPruning(ctx.db, ctx.now));
 */
export function attemptPruning(db: Queryable, now: () => number): PeriodicJob {
  return { name: "pruneRateLimits", cron: "17 * * * *", run: () => pruneAttempts(db, now()) };
}

/** The 429 answer of a limited attempt; the error handler sends it with its `Retry-After` header. */
export function rateLimited(hit: RateLimitHit): HttpError {
  return new HttpError(429, "RATE_LIMITED", "Too many attempts; try again later", {
    retryAfter: hit.retryAfter,
  });
}

/**
 * Counts an attempt against every limit given and throws 429 RATE_LIMITED (with the longest wait as
 * `retryAfter`) when any is exceeded.
 * @example await enforceLimits(ctx.db, ctx.now(), [[SIGN_IN_PER_ACCOUNT, email], [SIGN_IN_PER_ADDRESS, req.ip]]);
 */
export async function enforceLimits(db: Queryable, nowMs: number, checks: [RateLimit, string][]): Promise<void> {
  const hits: RateLimitHit[] = [];
  for (const [limit, subject] of checks) hits.push(await countAttempt(db, limit, subject, nowMs));
  throwIfLimited(hits);
}

// Throws 429 RATE_LIMITED with the longest wait of the limited hits, if any.
function throwIfLimited(hits: RateLimitHit[]): void {
  const limited = hits.filter((h) => h.limited);
  if (limited.length) throw rateLimited(limited.reduce((a, b) => (b.retryAfter > a.retryAfter ? b : a)));
}
