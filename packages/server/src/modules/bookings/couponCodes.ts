import { randomBytes } from "node:crypto";
import { type BookingCoupon, couponActive, withConfigDefaults } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { getBooking } from "./bookingStore";

/** Code characters: no 0/O or 1/I lookalikes; 32 of them, so a random byte maps without bias. */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Random characters after the prefix (32^8 = 2^40 codes). */
export const CODE_RANDOM_LENGTH = 8;
/** Codes one insert statement carries. */
export const CODE_BATCH = 5000;

/** One coupon code as the contract reads it. */
export interface CouponCode {
  id: number;
  bookingId: number;
  couponId: string;
  code: string;
  redeemedTs: number;
  createdTs: number;
}

interface Row extends Record<string, unknown> {
  id: number;
  booking_id: number;
  coupon_id: string;
  code: string;
  redeemed_ts: number;
  created_ts: number;
}

const SELECT = "select id, booking_id, coupon_id, code, redeemed_ts, created_ts from coupon_codes";

const toCode = (r: Row): CouponCode => ({
  id: Number(r.id),
  bookingId: Number(r.booking_id),
  couponId: r.coupon_id,
  code: r.code,
  redeemedTs: Number(r.redeemed_ts),
  createdTs: Number(r.created_ts),
});

/** Codes as guests type them: trimmed, upper case. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** `n` random codes (prefix + 8 characters from {@link CODE_ALPHABET}); duplicates are possible, the index decides. */
export function randomCodes(prefix: string, n: number): string[] {
  const bytes = randomBytes(n * CODE_RANDOM_LENGTH);
  const out: string[] = new Array(n);
  const p = normalizeCode(prefix);
  for (let i = 0; i < n; i++) {
    let s = p;
    for (let j = 0; j < CODE_RANDOM_LENGTH; j++) s += CODE_ALPHABET[bytes[i * CODE_RANDOM_LENGTH + j]! & 31];
    out[i] = s;
  }
  return out;
}

/** Where codes go: the booking, its business and coupon, and who made them. */
export interface CodeTarget {
  businessId: number;
  bookingId: number;
  couponId: string;
  jobId?: number | null;
}

/**
 * Inserts codes in one statement (an unnest of a text array); a code the booking already has is skipped by the
 * unique index. Resolves to how many were inserted.
 */
export async function insertCodes(db: Queryable, t: CodeTarget, codes: readonly string[], nowTs: number) {
  if (!codes.length) return 0;
  const [row] = await db.query<{ n: number }>(
    `with ins as (
       insert into coupon_codes (business_id, booking_id, coupon_id, code, job_id, created_ts)
       select $1, $2, $3, c, $4, $5 from unnest($6::text[]) as c
       on conflict (booking_id, code) do nothing returning 1)
     select count(*)::int as n from ins`,
    [t.businessId, t.bookingId, t.couponId, t.jobId ?? null, nowTs, codes],
  );
  return Number(row?.n ?? 0);
}

/**
 * Generates `count` new unique codes for a coupon in batches of {@link CODE_BATCH}, topping up what the unique index
 * refused, and reports progress after each batch. With a job id, codes that job made on an earlier attempt count
 * (a retried job does not make more than asked).
 */
export async function generateCodes(
  db: Queryable,
  t: CodeTarget & { prefix: string; count: number },
  nowTs: number,
  progress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<number> {
  let done = 0;
  if (t.jobId != null) {
    const [r] = await db.query<{ n: number }>("select count(*)::int as n from coupon_codes where job_id = $1", [
      t.jobId,
    ]);
    done = Number(r?.n ?? 0);
  }
  await progress(done, t.count);
  let misses = 0;
  while (done < t.count) {
    const want = Math.min(CODE_BATCH, t.count - done);
    const made = await insertCodes(db, t, randomCodes(t.prefix, want), nowTs);
    done += made;
    misses = made ? 0 : misses + 1;
    if (misses > 20) throw new Error("coupon code space exhausted");
    await progress(done, t.count);
  }
  return done;
}

/** A page of a coupon's codes, and how many it has (and how many are redeemed). */
export async function codePage(db: Queryable, bookingId: number, couponId: string, startIndex: number, limit: number) {
  const [c] = await db.query<{ n: number; r: number }>(
    `select count(*)::int as n, count(*) filter (where redeemed_ts > 0)::int as r from coupon_codes
     where booking_id = $1 and coupon_id = $2`,
    [bookingId, couponId],
  );
  const rows = await db.query<Row>(
    `${SELECT} where booking_id = $1 and coupon_id = $2 order by id limit $3 offset $4`,
    [bookingId, couponId, limit, startIndex],
  );
  return { count: Number(c?.n ?? 0), redeemed: Number(c?.r ?? 0), codes: rows.map(toCode) };
}

/** Codes of a booking that start with `q` (case-insensitive), up to 20. */
export async function searchCodes(db: Queryable, bookingId: number, q: string): Promise<CouponCode[]> {
  const like = `${normalizeCode(q).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return (
    await db.query<Row>(`${SELECT} where booking_id = $1 and code like $2 order by code limit 20`, [bookingId, like])
  ).map(toCode);
}

/** One code of a booking by id, or null. */
export async function codeById(db: Queryable, bookingId: number, codeId: number): Promise<CouponCode | null> {
  if (!Number.isSafeInteger(codeId) || codeId <= 0) return null;
  const [r] = await db.query<Row>(`${SELECT} where booking_id = $1 and id = $2`, [bookingId, codeId]);
  return r ? toCode(r) : null;
}

/** Sets a code's redeemedTs back to 0 (the search dialog's reset). */
export async function resetCode(db: Queryable, bookingId: number, codeId: number): Promise<CouponCode | null> {
  const [r] = await db.query<Row>(
    "update coupon_codes set redeemed_ts = 0 where booking_id = $1 and id = $2 returning *",
    [bookingId, codeId],
  );
  return r ? toCode(r) : null;
}

/** Why a code was not redeemed. */
export type RedeemProblem = "unknownCode" | "alreadyRedeemed" | "couponInactive";

/** The answer of {@link redeemCouponCode} and {@link checkCouponCode}. */
export type RedeemResult =
  | { ok: true; code: CouponCode; coupon: BookingCoupon }
  | { ok: false; problem: RedeemProblem };

/**
 * Whether a code can be redeemed on a booking now (without redeeming it): it exists on this booking of this
 * business, is not redeemed, and its coupon exists, is enabled and inside its dates. The booking page's price
 * preview uses it; the coupon's `derivation` then goes to `evaluateBookingPrice`.
 */
export async function checkCouponCode(
  db: Queryable,
  businessId: number,
  bookingId: number,
  code: string,
  nowTs: number = Math.floor(Date.now() / 1000),
): Promise<RedeemResult> {
  const booking = await getBooking(db, businessId, bookingId);
  if (!booking || typeof code !== "string" || !code.trim()) return { ok: false, problem: "unknownCode" };
  const [r] = await db.query<Row>(`${SELECT} where booking_id = $1 and code = $2`, [bookingId, normalizeCode(code)]);
  if (!r) return { ok: false, problem: "unknownCode" };
  if (Number(r.redeemed_ts) > 0) return { ok: false, problem: "alreadyRedeemed" };
  const coupon = withConfigDefaults(booking.config).coupons.find((c) => c.id === r.coupon_id);
  if (!coupon || !couponActive(coupon, nowTs)) return { ok: false, problem: "couponInactive" };
  return { ok: true, code: toCode(r), coupon };
}

/**
 * Redeems a coupon code at checkout, once: checks it like {@link checkCouponCode}, then marks it redeemed with a
 * conditional update, so two checkouts racing for the same code cannot both win. Pass the order's transaction as
 * `db` to redeem and record the order together.
 * @example
 * const r = await redeemCouponCode(tx, businessId, bookingId, "WELCOME-7KQ2M9XA");
 * if (!r.ok) throw new HttpError(400, "COUPON_CODE_INVALID", r.problem);
 * const price = evaluateBookingPrice({ ..., couponDerivation: r.coupon.derivation });
 */
export async function redeemCouponCode(
  db: Queryable,
  businessId: number,
  bookingId: number,
  code: string,
  nowTs: number = Math.floor(Date.now() / 1000),
): Promise<RedeemResult> {
  const checked = await checkCouponCode(db, businessId, bookingId, code, nowTs);
  if (!checked.ok) return checked;
  const [r] = await db.query<Row>(
    "update coupon_codes set redeemed_ts = $2 where id = $1 and redeemed_ts = 0 returning *",
    [checked.code.id, Math.max(1, nowTs)],
  );
  if (!r) return { ok: false, problem: "alreadyRedeemed" };
  return { ok: true, code: toCode(r), coupon: checked.coupon };
}
