import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db/testDatabase";
import { createPorticoServer } from "../server";
import { bothBackends, demoOwner, type Harness, startHarness } from "../testkit/harness";
import { JobQueue } from "./jobQueue";
import type { JobType } from "./jobTypes";

// When each job's code ran, per job id (ms); cleared per database, since each fresh database counts ids from 1.
const runs = new Map<number, number[]>();
const ran = (id: number) => runs.get(id)?.length ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Counts to n with a progress report per step; fails its first `failTimes` attempts.
const countTo: JobType<{ n: number; failTimes?: number }, { counted: number }> = {
  type: "test.countTo",
  retryLimit: 2,
  retryDelaySeconds: 1,
  run: async (job) => {
    runs.set(job.jobId, [...(runs.get(job.jobId) ?? []), Date.now()]);
    if (job.attempt <= (job.input.failTimes ?? 0)) throw Object.assign(new Error("flaky"), { code: "TEST_FLAKY" });
    for (let i = 1; i <= job.input.n; i++) await job.progress(i, job.input.n, "jobs.test.counting");
    return { counted: job.input.n };
  },
};

// Reports progress every 50 ms until cancelled (or 20 s pass).
const untilCancelled: JobType<Record<string, never>, null> = {
  type: "test.untilCancelled",
  retryLimit: 0,
  run: async (job) => {
    runs.set(job.jobId, [...(runs.get(job.jobId) ?? []), Date.now()]);
    for (let i = 0; i < 400; i++) {
      await job.progress(i, 0);
      await sleep(50);
    }
    return null;
  },
};

// n steps of 100 ms, each reported; `steps` counts the steps every run took.
const steps = new Map<number, number>();
const stepper: JobType<{ n: number }, null> = {
  type: "test.stepper",
  retryLimit: 0, // no retries: only a stop that does not count as a failure lets it run again
  retryDelaySeconds: 1,
  run: async (job) => {
    runs.set(job.jobId, [...(runs.get(job.jobId) ?? []), Date.now()]);
    for (let i = 1; i <= job.input.n; i++) {
      await job.progress(i, job.input.n);
      steps.set(job.jobId, (steps.get(job.jobId) ?? 0) + 1);
      await sleep(100);
    }
    return null;
  },
};

const jobTypes = [countTo, untilCancelled, stepper] as JobType<never, unknown>[];
const fast = { pollingIntervalSeconds: 0.5, stopTimeoutSeconds: 1 };

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await sleep(100);
  }
}

describe.each(bothBackends)("the job queue on %s", (backend) => {
  let h: Harness;
  let owner: Awaited<ReturnType<typeof demoOwner>>;
  const job = (id: number) => h.api("GET", `/v3/jobs/${id}`, { token: owner.token });
  const settled = (id: number) =>
    until(
      async () => (await job(id)).body,
      (j) => ["succeeded", "failed", "cancelled"].includes(j.state),
    );

  beforeAll(async () => {
    runs.clear();
    h = await startHarness(backend, { jobTypes, jobs: fast });
    owner = await demoOwner(h);
  });
  afterAll(() => h?.close());

  it("runs a job once per idempotency key: the same key gives back the first job; another input is 409", async () => {
    const q = h.server.ctx.jobs;
    const first = await q.enqueue(owner.cafeId, countTo.type, { n: 2 }, { idempotencyKey: "k-1" });
    const again = await q.enqueue(owner.cafeId, countTo.type, { n: 2 }, { idempotencyKey: "k-1" });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, job: { id: first.job.id, idempotencyKey: "k-1" } });
    const other = await q.enqueue(owner.cafeId, countTo.type, { n: 3 }, { idempotencyKey: "k-1" }).catch((e) => e);
    expect(other).toMatchObject({ status: 409, code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await settled(first.job.id)).toMatchObject({ state: "succeeded", output: { counted: 2 }, attempts: 1 });
    const late = await q.enqueue(owner.cafeId, countTo.type, { n: 2 }, { idempotencyKey: "k-1" });
    expect(late).toMatchObject({ created: false, job: { id: first.job.id, state: "succeeded" } });
    await sleep(1200); // two more polls: nothing runs it again
    expect(ran(first.job.id)).toBe(1);
    // The same key in another business is another job.
    const hotel = await q.enqueue(owner.hotelId, countTo.type, { n: 2 }, { idempotencyKey: "k-1" });
    expect(hotel.created).toBe(true);
  });

  it("retries a failing job with a growing delay, then succeeds; the last attempt's failure is final", async () => {
    const q = h.server.ctx.jobs;
    const { job: flaky } = await q.enqueue(owner.cafeId, countTo.type, { n: 1, failTimes: 2 });
    expect(await settled(flaky.id)).toMatchObject({ state: "succeeded", attempts: 3, errorCode: null });
    const [t1, t2, t3] = runs.get(flaky.id)!;
    // retryDelay 1 s with backoff: the first wait is 1-2 s, the second 2-4 s (a fixed delay would be ~1 s again).
    expect(t2! - t1!).toBeGreaterThanOrEqual(1000);
    expect(t3! - t2!).toBeGreaterThanOrEqual(2000);
    const { job: broken } = await q.enqueue(owner.cafeId, countTo.type, { n: 1, failTimes: 9 });
    expect(
      await until(
        async () => (await job(broken.id)).body,
        (j) => j.state !== "queued" && j.state !== "running",
      ),
    ).toMatchObject({ state: "retrying", errorCode: "TEST_FLAKY" });
    expect(await settled(broken.id)).toMatchObject({ state: "failed", attempts: 3, errorCode: "TEST_FLAKY" });
  }, 30_000);

  it("pushes progress to the business's live sockets and serves it on the job API", async () => {
    const live = await h.openLive(owner.token);
    expect(await live.next()).toEqual({ params: { type: "hello" } });
    const { job: counted } = await h.server.ctx.jobs.enqueue(owner.cafeId, countTo.type, { n: 3 });
    const seen: { state: string; progress: { done: number; total: number; ratio: number; messageKey: string } }[] = [];
    while (seen.at(-1)?.state !== "succeeded") {
      const f = (await live.next()) as {
        params: { type: string; businessId: number; job: (typeof seen)[number] & { id: number } };
      };
      if (f.params.type !== "jobProgress" || f.params.job.id !== counted.id) continue;
      expect(f.params.businessId).toBe(owner.cafeId);
      seen.push(f.params.job);
    }
    expect(seen.map((j) => j.state)).toEqual(["queued", "running", "running", "running", "running", "succeeded"]);
    expect(seen.slice(2, 5).map((j) => j.progress)).toEqual([
      { done: 1, total: 3, ratio: 1 / 3, messageKey: "jobs.test.counting" },
      { done: 2, total: 3, ratio: 2 / 3, messageKey: "jobs.test.counting" },
      { done: 3, total: 3, ratio: 1, messageKey: "jobs.test.counting" },
    ]);
    const list = await h.api("GET", `/v3/businesses/${owner.cafeId}/jobs?type=${countTo.type}&state=succeeded`, {
      token: owner.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.jobs[0]).toMatchObject({ id: counted.id, progress: { done: 3, total: 3, ratio: 1 } });
    expect(list.body.jobs.every((j: { state: string }) => j.state === "succeeded")).toBe(true);
    live.socket.close();
  });

  it("cancels a queued job (it never runs) and stops a running one at its next progress report", async () => {
    const q = h.server.ctx.jobs;
    const { job: later } = await q.enqueue(owner.cafeId, countTo.type, { n: 1 }, { startAfterSeconds: 3600 });
    const cancelled = await h.api("POST", `/v3/jobs/${later.id}/cancel`, { token: owner.token });
    expect(cancelled).toMatchObject({ status: 200, body: { id: later.id, state: "cancelled" } });
    expect(cancelled.body.finishedTs).toBeGreaterThan(0);
    const twice = await h.api("POST", `/v3/jobs/${later.id}/cancel`, { token: owner.token });
    expect(twice).toMatchObject({ status: 409, body: { error: { code: "JOB_FINISHED" } } });

    const { job: loop } = await q.enqueue(owner.cafeId, untilCancelled.type, {});
    const running = await until(
      async () => (await job(loop.id)).body,
      (j) => j.progress.done >= 3,
    );
    expect(running.state).toBe("running");
    expect((await h.api("POST", `/v3/jobs/${loop.id}/cancel`, { token: owner.token })).status).toBe(200);
    const doneAtCancel = (await job(loop.id)).body.progress.done;
    await sleep(600);
    expect((await job(loop.id)).body).toMatchObject({ state: "cancelled", progress: { done: doneAtCancel } });
    expect(ran(loop.id)).toBe(1);
  });

  it("keeps jobs in the database: a queue started anew (another process, a restart) runs what was queued", async () => {
    const { ctx } = h.server;
    const { job: waiting } = await ctx.jobs.enqueue(owner.cafeId, countTo.type, { n: 1 }, { startAfterSeconds: 1 });
    await ctx.jobs.stop(); // this instance's workers are gone; the job is only in the database
    const next = new JobQueue({ db: ctx.db, live: ctx.live, now: ctx.now }, fast);
    next.define(countTo as JobType<never, unknown>);
    await next.start();
    try {
      expect(await settled(waiting.id)).toMatchObject({ state: "succeeded", attempts: 1 });
      expect(ran(waiting.id)).toBe(1);
    } finally {
      await next.stop();
      await ctx.jobs.start(); // a stopped queue starts again with the types it had
    }
  });

  it("ends a running job when its server stops, and resumes it on the next start without using up a retry", async () => {
    const { ctx } = h.server;
    const { job: long } = await ctx.jobs.enqueue(owner.cafeId, stepper.type, { n: 20 });
    await until(
      async () => (await job(long.id)).body,
      (j) => j.progress.done >= 3,
    );
    const t0 = Date.now();
    await ctx.jobs.stop();
    expect(Date.now() - t0).toBeLessThan(1500); // at its next progress report, not after the 2 s it had left
    const atStop = steps.get(long.id);
    expect((await job(long.id)).body).toMatchObject({ state: "retrying", errorCode: "JOB_INTERRUPTED", attempts: 1 });
    await sleep(300);
    expect(steps.get(long.id)).toBe(atStop); // nothing runs on behind the stopped queue
    await ctx.jobs.start();
    // With retryLimit 0, a second run proves the interruption was not counted as a failed attempt.
    expect(await settled(long.id)).toMatchObject({ state: "succeeded", attempts: 2, progress: { done: 20 } });
    expect(ran(long.id)).toBe(2);
    expect(steps.get(long.id)).toBe(atStop! + 20);
  });

  it("runs the hourly rate-limit prune as a periodic job", async () => {
    const { db } = h.server.ctx;
    await db.query("insert into rate_limits (key, window_start, hits) values ('test:stale', 1, 1)");
    await h.server.ctx.jobs.runNow("pruneRateLimits");
    const left = await until(
      () => db.query("select 1 from rate_limits where key = 'test:stale'"),
      (rows) => rows.length === 0,
    );
    expect(left).toHaveLength(0);
    const [schedule] = await db.query("select cron from pgboss.schedule where name = 'pruneRateLimits'");
    expect(schedule).toEqual({ cron: "17 * * * *" });
  });
});

describe.runIf(process.env.PORTICO_TEST_PG_URL)("two servers on one PostgreSQL", () => {
  it("take each job exactly once between them", { timeout: 60_000 }, async () => {
    runs.clear();
    const pg = await createTestDatabase(process.env.PORTICO_TEST_PG_URL!);
    const start = () =>
      createPorticoServer({
        databaseUrl: pg.url,
        seed: true,
        simulator: false,
        jobTypes,
        jobs: { pollingIntervalSeconds: 0.5 },
      });
    const a = await start();
    const b = await start();
    try {
      const [cafe] = await a.ctx.db.query<{ id: number }>("select id from businesses order by id limit 1");
      const ids: number[] = [];
      for (let i = 0; i < 30; i++)
        ids.push((await (i % 2 ? a : b).ctx.jobs.enqueue(cafe!.id, countTo.type, { n: 1 })).job.id);
      const rows = await until(
        () => a.ctx.db.query<{ state: string }>("select state from jobs where id = any($1)", [ids]),
        (r) => r.every((x) => x.state === "succeeded"),
        30_000,
      );
      expect(rows.map((r) => r.state)).toEqual(ids.map(() => "succeeded"));
      expect(ids.map(ran)).toEqual(ids.map(() => 1));
    } finally {
      await a.close();
      await b.close();
      await pg.drop();
    }
  });
});
