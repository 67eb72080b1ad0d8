import type { Queryable } from "../db/db";

/** The states a business job goes through (`jobs.state`). */
export type JobState = "queued" | "running" | "retrying" | "succeeded" | "failed" | "cancelled";

/** One row of `jobs`. */
export interface JobRow {
  id: number;
  business_id: number;
  type: string;
  state: JobState;
  idempotency_key: string | null;
  input: Record<string, unknown>;
  context: Record<string, unknown>;
  result: unknown;
  done: number;
  total: number;
  message_key: string | null;
  attempts: number;
  error_code: string | null;
  queue_id: string;
  created_ts: number;
  updated_ts: number;
  finished_ts: number | null;
  [column: string]: unknown;
}

/** States a job can still leave (cancel applies to them). */
export const OPEN_STATES: readonly JobState[] = ["queued", "running", "retrying"];

/** A job as the contract's `Job` shows it. */
export function toJob(r: JobRow) {
  return {
    id: r.id,
    businessId: r.business_id,
    type: r.type,
    state: r.state,
    idempotencyKey: r.idempotency_key,
    progress: {
      done: r.done,
      total: r.total,
      ratio: r.state === "succeeded" ? 1 : r.total > 0 ? Math.min(1, r.done / r.total) : 0,
      messageKey: r.message_key,
    },
    attempts: r.attempts,
    errorCode: r.error_code,
    output: (r.result ?? null) as Record<string, unknown> | null,
    createdTs: r.created_ts,
    updatedTs: r.updated_ts,
    finishedTs: r.finished_ts,
  };
}

/** The contract's `Job`. */
export type Job = ReturnType<typeof toJob>;

/** Reads one job by id (any business: the route's guard has checked access). */
export async function findJob(db: Queryable, jobId: number): Promise<JobRow | undefined> {
  return (await db.query<JobRow>("select * from jobs where id = $1", [jobId]))[0];
}

/** The business a job belongs to (null when there is no such job): the guard's resolver. */
export async function businessOfJob(db: Queryable, jobId: number): Promise<number | null> {
  return (
    (await db.query<{ business_id: number }>("select business_id from jobs where id = $1", [jobId]))[0]?.business_id ??
    null
  );
}

/** A business's jobs, newest first, optionally of one state and type, paged; `total` counts all matches. */
export async function listJobs(
  db: Queryable,
  businessId: number,
  q: { state?: JobState; type?: string; startIndex?: number; limit?: number },
): Promise<{ total: number; jobs: Job[] }> {
  const params: unknown[] = [businessId];
  const where = ["business_id = $1"];
  for (const [col, v] of [
    ["state", q.state],
    ["type", q.type],
  ] as const) {
    if (v === undefined) continue;
    params.push(v);
    where.push(`${col} = $${params.length}`);
  }
  const cond = where.join(" and ");
  const [n] = await db.query<{ n: number }>(`select count(*)::int as n from jobs where ${cond}`, params);
  params.push(q.limit ?? 20, q.startIndex ?? 0);
  const rows = await db.query<JobRow>(
    `select * from jobs where ${cond} order by id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { total: n?.n ?? 0, jobs: rows.map(toJob) };
}
