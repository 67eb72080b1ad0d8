/** What a running job's code gets: its ids, input, attempt, and the progress call that is also its cancel point. */
export interface JobRun<Input> {
  jobId: number;
  businessId: number;
  input: Input;
  /** What the request that created it said besides its input (a client address), see `EnqueueOptions.context`. */
  context: Record<string, unknown>;
  /** 1 on the first run, 2 on the first retry ... */
  attempt: number;
  /**
   * Records progress (`done` of `total`, with an i18n message key) and publishes the `jobProgress` live event.
   * Throws {@link JobCancelled} once the job was cancelled, and {@link JobInterrupted} once the server stops, so a
   * loop that reports progress stops there.
   */
  progress(done: number, total: number, messageKey?: string): Promise<void>;
}

/**
 * A kind of business job: its name (the pg-boss queue), retry policy and code. Register it with
 * `createPorticoServer({ jobTypes })` or `ctx.jobs.define()` before the server starts its workers.
 * @example
 * const exportLinks: JobType<{ format: "csv" }> = {
 *   type: "exportLinks",
 *   retryLimit: 3,
 *   run: async (job) => { await job.progress(0, 1, "jobs.exporting"); ... return { url }; },
 * };
 */
export interface JobType<Input = Record<string, unknown>, Result = unknown> {
  /** Queue name: letters, digits, `_`, `-` and `.`. */
  type: string;
  /** Retries after the first failure (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled (with jitter) for each next one by pg-boss (default 5). */
  retryDelaySeconds?: number;
  /** Runs of this type one instance takes at once (default 1): more for jobs that mostly wait. */
  concurrency?: number;
  /** A run still active after this many seconds (its instance died) is failed and retried (default 900). */
  expireInSeconds?: number;
  run(job: JobRun<Input>): Promise<Result>;
}

/** A job with no business that runs on a cron schedule, on one instance only per tick (maintenance). */
export interface PeriodicJob {
  name: string;
  /** Five-field cron, UTC. */
  cron: string;
  run(): Promise<void>;
}

/**
 * Thrown by `progress()` while this instance's queue stops (server close): the run ends at that point and the job
 * goes back to the queue as `retrying`, for this or another instance to run again.
 */
export class JobInterrupted extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} was interrupted by the server stopping`);
    this.name = "JobInterrupted";
  }
}

/** Thrown by `progress()` once a job was cancelled; the queue ends the run without failing it. */
export class JobCancelled extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} was cancelled`);
    this.name = "JobCancelled";
  }
}
