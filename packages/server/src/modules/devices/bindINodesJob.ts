import type { ServerContext } from "../../context";
import type { JobType } from "../../jobs/jobTypes";
import { BIND_BATCH_MAX, type BindINodesResult, type BindINodesRow, bindINodes } from "./bindINodes";

/** Input of the `bindINodes` job (the contract's INodeBindJobRequest). */
export interface INodeBindJobInput {
  rows: BindINodesRow[];
}

/** The contract's INodeBindJobResult. */
export interface INodeBindJobResult {
  bound: number;
  replayed: number;
  failed: number;
  results: BindINodesResult[];
}

/** The i18n key of the job's progress message. */
export const BIND_JOB_MESSAGE = "jobs.bindINodes.binding";

/**
 * Bulk binding as a job: `bindINodes` 50 rows at a time (its rules, codes and rate limit, counted against the
 * requester's address), progress after each batch. Rows without a key get `job:<id>:<row>`, so a retried run
 * replays what an earlier attempt bound instead of binding it twice or calling it INODE_ALREADY_BOUND.
 */
export function inodeBindJob(ctx: ServerContext): JobType<INodeBindJobInput, INodeBindJobResult> {
  return {
    type: "bindINodes",
    retryLimit: 3,
    retryDelaySeconds: 5,
    run: async (job) => {
      const rows = job.input.rows.map((r, i) =>
        r.idempotencyKey ? r : { ...r, idempotencyKey: `job:${job.jobId}:${i}` },
      );
      const address = typeof job.context.address === "string" ? job.context.address : "job";
      const results: BindINodesResult[] = [];
      await job.progress(0, rows.length, BIND_JOB_MESSAGE);
      for (let i = 0; i < rows.length; i += BIND_BATCH_MAX) {
        results.push(...(await bindINodes(ctx, job.businessId, rows.slice(i, i + BIND_BATCH_MAX), address)));
        await job.progress(results.length, rows.length, BIND_JOB_MESSAGE);
      }
      const count = (s: BindINodesResult["status"]) => results.filter((r) => r.status === s).length;
      return { bound: count("bound"), replayed: count("replayed"), failed: count("error"), results };
    },
  };
}
