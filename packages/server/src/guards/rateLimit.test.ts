import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db";
import { openDb } from "../db/openDb";
import { pgliteTemplate } from "../db/pgliteTemplate";
import { HttpError } from "../errors";
import {
  attemptPruning,
  clearAttempts,
  countAttempt,
  enforceLimits,
  peekAttempts,
  pruneAttempts,
  type RateLimit,
} from "./rateLimit";

const LIMIT: RateLimit = { name: "test", max: 3, windowSeconds: 600 };
const T0 = 1_800_000_000_000; // a window boundary: 1_800_000_000 % 600 === 0

describe("rate limits in the database", () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ pgliteTemplate: await pgliteTemplate() });
  });
  afterAll(() => db.close());

  it("limits the attempt past max, per subject, case-insensitively, until the window ends", async () => {
    for (let i = 1; i <= 3; i++) expect((await countAttempt(db, LIMIT, "A@x.dev", T0)).limited).toBe(false);
    const fourth = await countAttempt(db, LIMIT, "a@X.dev", T0 + 60_000);
    expect(fourth).toEqual({ limited: true, hits: 4, retryAfter: 540 });
    expect((await countAttempt(db, LIMIT, "b@x.dev", T0)).limited).toBe(false);
    expect((await countAttempt(db, LIMIT, "a@x.dev", T0 + 600_000)).limited).toBe(false);
  });

  it("enforceLimits throws 429 RATE_LIMITED with the longest wait; clearAttempts forgets a subject", async () => {
    const long: RateLimit = { name: "long", max: 1, windowSeconds: 3600 };
    await enforceLimits(db, T0, [
      [LIMIT, "c"],
      [long, "ip"],
    ]);
    const err = await enforceLimits(db, T0, [
      [LIMIT, "c"],
      [long, "ip"],
    ]).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 429, code: "RATE_LIMITED", extras: { retryAfter: 3600 } });
    await clearAttempts(db, long, "ip");
    await enforceLimits(db, T0, [[long, "ip"]]);
  });

  it("counts several attempts at once, and peeks without counting (limited once max is reached)", async () => {
    expect(await peekAttempts(db, LIMIT, "Batch", T0)).toEqual({ limited: false, hits: 0, retryAfter: 600 });
    expect(await countAttempt(db, LIMIT, "batch", T0, 2)).toMatchObject({ limited: false, hits: 2 });
    expect(await peekAttempts(db, LIMIT, "batch", T0 + 1000)).toEqual({ limited: false, hits: 2, retryAfter: 599 });
    expect(await countAttempt(db, LIMIT, "batch", T0, 2)).toMatchObject({ limited: true, hits: 4 });
    expect((await peekAttempts(db, LIMIT, "batch", T0)).limited).toBe(true);
    expect((await peekAttempts(db, LIMIT, "batch", T0 + 600_000)).hits).toBe(0);
  });

  it("prunes windows older than a day", async () => {
    await countAttempt(db, LIMIT, "old", T0 - 2 * 86400_000);
    await pruneAttempts(db, T0);
    const rows = await db.query("select 1 from rate_limits where key = 'test:old'");
    expect(rows).toHaveLength(0);
  });

  it("prunes hourly as a periodic job of the queue, so the table does not grow with every failed attempt's window", async () => {
    await countAttempt(db, LIMIT, "stale", T0 - 2 * 86400_000);
    const job = attemptPruning(db, () => T0);
    expect(job.cron).toBe("17 * * * *");
    await job.run();
    expect(await db.query("select 1 from rate_limits where key = 'test:stale'")).toHaveLength(0);
  });
});
