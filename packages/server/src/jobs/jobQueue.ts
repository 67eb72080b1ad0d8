import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { Db, Queryable } from "../db/db";
import { HttpError } from "../errors";
import type { LiveHub } from "../live/liveHub";
import { bossDb } from "./bossDb";
import { type Job, type JobRow, OPEN_STATES, toJob } from "./jobStore";
import { JobCancelled, JobInterrupted, type JobType, type PeriodicJob } from "./jobTypes";
import { QUEUE_SCHEMA } from "./queueSchema";

/** Options of {@link JobQueue}. */
export interface JobQueueOptions {
  /** Seconds between a worker's polls for new jobs (pg-boss's minimum is 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** Seconds `stop()` waits for running jobs before failing them back to the queue for a retry (default 10). */
  stopTimeoutSeconds?: number;
  /**
   * This instance's key when several instances share the database (`ClusterConnection.instanceKey`): the jobs it
   * runs are marked with it, and {@link JobQueue.reapOrphans} retries the jobs of instances that died.
   */
  runner?: number;
}

/** How {@link JobQueue.enqueue} creates a job. */
export interface EnqueueOptions {
  /** The same key for the same business and type gives back the first job (one job, one run). */
  idempotencyKey?: string;
  /** Seconds to wait before the job may start (scheduled sends). */
  startAfterSeconds?: number;
  /** Facts of the request for the run that are not the job's input (the client address a rate limit counts). */
  context?: Record<string, unknown>;
}

interface QueueMessage {
  jobId: number;
}

const seconds = (now: () => number) => Math.floor(now() / 1000);

/**
 * The job queue of one server instance, on pg-boss: business jobs (rows of `jobs` with progress, state and an
 * idempotency key, shown by the job API) and periodic maintenance jobs. Any instance on the same database may
 * take any job: pg-boss claims it with `for update skip locked`, so each run happens on one instance.
 * @example
 * ctx.jobs.define(exportLinks);
 * const { job } = await ctx.jobs.enqueue(businessId, "exportLinks", { format: "csv" }, { idempotencyKey });
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly types = new Map<string, JobType>();
  private readonly periodic = new Map<string, PeriodicJob>();
  // pg-boss worker id per job type: a worker waits a whole polling interval after each fetch unless notified.
  private readonly workers = new Map<string, string>();
  private started = false;
  private stopping = false;

  constructor(
    private readonly ctx: { db: Db; live: LiveHub; now(): number },
    private readonly opts: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      db: bossDb(ctx.db),
      schema: QUEUE_SCHEMA,
      migrate: true,
      supervise: true,
      schedule: true,
    });
    // A failed poll or maintenance run is retried at the next tick; pg-boss must not crash the process.
    this.boss.on("error", (err) => {
      if (this.started) console.error("job queue:", err.message);
    });
  }

  /** Registers a business job type (before `start`). */
  define(type: JobType<never, unknown>): void {
    if (this.started) throw new Error(`define job type ${type.type} before the queue starts`);
    this.types.set(type.type, type as JobType);
  }

  /** Registers a periodic job (before `start`); every instance registers it, one instance runs each tick. */
  every(job: PeriodicJob): void {
    if (this.started) throw new Error(`define periodic job ${job.name} before the queue starts`);
    this.periodic.set(job.name, job);
  }

  /** Starts pg-boss (schema check, maintenance, cron) and one worker per job type. */
  async start(): Promise<void> {
    this.stopping = false;
    await this.boss.start();
    this.started = true;
    const polling = { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 2, batchSize: 1 };
    for (const type of this.types.values()) {
      await this.boss.createQueue(type.type);
      // One pg-boss worker per concurrent run (a job that waits on devices must not hold its whole queue).
      for (let w = 0; w < Math.max(1, type.concurrency ?? 1); w++) {
        const workerId = await this.boss.work<QueueMessage>(
          type.type,
          { ...polling, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            // After a job, fetch the next at once (drain the queue); an empty fetch waits the interval.
            const self = this.workers.get(type.type);
            if (self) this.boss.notifyWorker(self);
            await this.run(type, job);
          },
        );
        if (w === 0) this.workers.set(type.type, workerId);
      }
    }
    for (const p of this.periodic.values()) {
      await this.boss.createQueue(p.name, { name: p.name, policy: "singleton" });
      await this.boss.schedule(p.name, p.cron, {}, { tz: "UTC" });
      await this.boss.work(p.name, polling, () => p.run());
    }
  }

  /** Stops polling, waits for running jobs (then fails them back for a retry) and leaves no timer behind. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Running jobs end at their next progress report (JobInterrupted) instead of running on past the close.
    this.stopping = true;
    this.workers.clear();
    await this.boss.stop({
      graceful: true,
      wait: true,
      close: false,
      timeout: (this.opts.stopTimeoutSeconds ?? 10) * 1000,
    });
  }

  /** Sends a periodic job now (tests and operators), as its schedule would. */
  async runNow(name: string): Promise<void> {
    await this.boss.send(name, {});
  }

  /**
   * Creates a business job and queues it in one transaction; with a known idempotency key, answers the first job
   * instead (`created: false`), or 409 IDEMPOTENCY_KEY_REUSED when the input differs.
   */
  async enqueue(
    businessId: number,
    typeName: string,
    input: Record<string, unknown>,
    o: EnqueueOptions = {},
  ): Promise<{ job: Job; created: boolean }> {
    const type = this.types.get(typeName);
    if (!type) throw new Error(`unknown job type ${typeName}`);
    const now = seconds(this.ctx.now);
    const result = await this.ctx.db.transaction(async (tx) => {
      const queueId = randomUUID();
      const [row] = await tx.query<JobRow>(
        `insert into jobs (business_id, type, idempotency_key, input, context, queue_id, created_ts, updated_ts)
         values ($1, $2, $3, $4, $5, $6, $7, $7)
         on conflict (business_id, type, idempotency_key) where idempotency_key is not null do nothing
         returning *`,
        [
          businessId,
          typeName,
          o.idempotencyKey ?? null,
          JSON.stringify(input),
          JSON.stringify(o.context ?? {}),
          queueId,
          now,
        ],
      );
      if (!row) return this.replay(tx, businessId, typeName, input, o.idempotencyKey!);
      await this.boss.send(typeName, { jobId: row.id } satisfies QueueMessage, {
        ...sendOptions(type, tx, queueId),
        ...(o.startAfterSeconds ? { startAfter: o.startAfterSeconds } : {}),
      });
      return { job: toJob(row), created: true };
    });
    if (result.created) {
      await this.publish(result.job);
      // This instance's worker takes it now, unless busy; the others find it at their next poll.
      const worker = this.workers.get(typeName);
      if (worker && !o.startAfterSeconds) this.boss.notifyWorker(worker);
    }
    return result;
  }

  private async replay(tx: Queryable, businessId: number, type: string, input: unknown, key: string) {
    const [first] = await tx.query<JobRow & { same: boolean }>(
      `select *, input = $4::jsonb as same from jobs where business_id = $1 and type = $2 and idempotency_key = $3`,
      [businessId, type, key, JSON.stringify(input)],
    );
    if (!first?.same)
      throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used with another request");
    return { job: toJob(first), created: false };
  }

  /**
   * Cancels a queued, running or retrying job: a queued one never starts, a running one stops at its next
   * progress report. 409 JOB_FINISHED when it already ended.
   */
  async cancel(jobId: number): Promise<Job> {
    const [row] = await this.ctx.db.query<JobRow>(
      `update jobs set state = 'cancelled', updated_ts = $2, finished_ts = $2
        where id = $1 and state = any($3::text[]) returning *`,
      [jobId, seconds(this.ctx.now), OPEN_STATES],
    );
    if (!row) throw new HttpError(409, "JOB_FINISHED", "This job has already finished");
    await this.boss.cancel(row.type, row.queue_id);
    const job = toJob(row);
    await this.publish(job);
    return job;
  }

  // One attempt of a business job, on whichever instance claimed it.
  private async run(type: JobType, msg: PgBoss.JobWithMetadata<QueueMessage>): Promise<void> {
    const { db } = this.ctx;
    const jobId = msg.data.jobId;
    // 'running' too: an instance that died mid-run left it so, and pg-boss retries it after expiry.
    const [row] = await db.query<JobRow>(
      `update jobs set state = 'running', attempts = attempts + 1, error_code = null, updated_ts = $2, runner = $4
        where id = $1 and state = any($3::text[]) returning *`,
      [jobId, seconds(this.ctx.now), OPEN_STATES, this.runner],
    );
    if (!row) return; // cancelled before it started
    await this.publish(toJob(row));
    try {
      const result = await type.run({
        jobId,
        businessId: row.business_id,
        input: row.input,
        context: row.context,
        attempt: row.attempts,
        progress: (done, total, messageKey) => this.progress(jobId, done, total, messageKey),
      });
      await this.finish(jobId, "succeeded", { result: result ?? null });
    } catch (err) {
      if (err instanceof JobCancelled) return;
      const final = msg.retryCount >= msg.retryLimit && !(err instanceof JobInterrupted);
      await this.finish(jobId, final ? "failed" : "retrying", { errorCode: errorCodeOf(err) });
      // An interrupted run is not the job's failure: it goes back to the queue without using up a retry.
      if (err instanceof JobInterrupted) return void (await this.requeue(type, msg));
      throw err; // pg-boss schedules the retry with backoff, or marks its job failed
    }
  }

  // Puts an interrupted run back as a new pg-boss job with the same message (its row stays `retrying`).
  private async requeue(type: JobType, msg: PgBoss.JobWithMetadata<QueueMessage>): Promise<void> {
    const queueId = randomUUID();
    await this.ctx.db.transaction(async (tx) => {
      await tx.query("update jobs set queue_id = $2 where id = $1", [msg.data.jobId, queueId]);
      const opts = sendOptions(type, tx, queueId);
      await this.boss.send(type.type, msg.data, { ...opts, retryLimit: Math.max(0, opts.retryLimit - msg.retryCount) });
    });
  }

  private async progress(jobId: number, done: number, total: number, messageKey?: string): Promise<void> {
    if (this.stopping) throw new JobInterrupted(jobId);
    const [row] = await this.ctx.db.query<JobRow>(
      `update jobs set done = $2, total = $3, message_key = $4, updated_ts = $5
        where id = $1 and state = 'running' and runner is not distinct from $6 returning *`,
      [
        jobId,
        Math.max(0, Math.floor(done)),
        Math.max(0, Math.floor(total)),
        messageKey ?? null,
        seconds(this.ctx.now),
        this.runner,
      ],
    );
    if (!row) throw new JobCancelled(jobId);
    await this.publish(toJob(row));
  }

  private async finish(
    jobId: number,
    state: "succeeded" | "failed" | "retrying",
    o: { result?: unknown; errorCode?: string },
  ): Promise<void> {
    const now = seconds(this.ctx.now);
    // Only a job this instance runs ends here: a cancel that came first stays, and so does a retry that another
    // instance took over after taking this one for dead.
    const [row] = await this.ctx.db.query<JobRow>(
      `update jobs set state = $2, result = $3, error_code = $4, updated_ts = $5, finished_ts = $6,
              done = case when $2 = 'succeeded' then greatest(done, total) else done end
        where id = $1 and state = 'running' and runner is not distinct from $7 returning *`,
      [
        jobId,
        state,
        o.result === undefined ? null : JSON.stringify(o.result),
        o.errorCode ?? null,
        now,
        state === "retrying" ? null : now,
        this.runner,
      ],
    );
    if (row) await this.publish(toJob(row));
  }

  /**
   * Retries the running jobs of instances that died (their advisory lock is gone, see `cluster/`): each is marked
   * `retrying` by one statement, so one instance fails it back to pg-boss, which schedules the retry with backoff
   * at once instead of after the run's expiry. The retry replays what the dead run did through the job's
   * idempotency keys. Resolves to the number of jobs taken back.
   */
  async reapOrphans(aliveInstancesSql: string): Promise<number> {
    if (!this.started) return 0;
    const rows = await this.ctx.db.query<JobRow>(
      `update jobs set state = 'retrying', runner = null, error_code = 'JOB_INTERRUPTED', updated_ts = $1
        where state = 'running' and runner is not null and runner not in (${aliveInstancesSql}) returning *`,
      [seconds(this.ctx.now)],
    );
    for (const row of rows) {
      await this.boss.fail(row.type, row.queue_id, { reason: "its instance died" });
      // The dead run was its last allowed attempt: pg-boss failed it for good, and so does the job.
      const queued = await this.boss.getJobById(row.type, row.queue_id);
      const [failed] =
        queued?.state === "failed"
          ? await this.ctx.db.query<JobRow>(
              `update jobs set state = 'failed', finished_ts = $2 where id = $1 and state = 'retrying' returning *`,
              [row.id, seconds(this.ctx.now)],
            )
          : [];
      await this.publish(toJob(failed ?? row));
    }
    return rows.length;
  }

  private get runner(): number | null {
    return this.opts.runner ?? null;
  }

  // The live event every change of a job sends to the business's audience.
  private async publish(job: Job): Promise<void> {
    await this.ctx.live.publish(
      { businessId: job.businessId },
      { method: "event", params: { type: "jobProgress", businessId: job.businessId, job } },
    );
  }
}

// pg-boss's options for a job of `type`: its retry policy (backoff always on), expiry, and our id for it.
function sendOptions(type: JobType, tx: Queryable, id: string) {
  return {
    id,
    db: bossDb(tx),
    retryLimit: type.retryLimit ?? 3,
    retryDelay: type.retryDelaySeconds ?? 5,
    retryBackoff: true,
    expireInSeconds: type.expireInSeconds ?? 900,
  };
}

// What the job shows of an error: its code when it has one (HttpError, Node's system errors), else a generic one.
function errorCodeOf(err: unknown): string {
  if (err instanceof JobInterrupted) return "JOB_INTERRUPTED";
  const code = (err as { code?: unknown })?.code;
  return typeof code === "string" && /^[A-Z][A-Z0-9_]{1,63}$/.test(code) ? code : "JOB_FAILED";
}
