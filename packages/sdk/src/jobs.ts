import type { PorticoClient } from "./client";
import type { components } from "./generated/schema";

/** A business job (the contract's `Job`): state, progress, result. */
export type Job = components["schemas"]["Job"];

/** States after which a job never changes again. */
export const FINISHED_JOB_STATES: readonly Job["state"][] = ["succeeded", "failed", "cancelled"];

/** Options of {@link waitForJob}. */
export interface WaitForJobOptions {
  /** Called with each state seen that differs from the last (progress, state). */
  onProgress?(job: Job): void;
  /** Milliseconds between reads; default 1000. */
  intervalMs?: number;
  /** Stops waiting (rejects with the signal's reason); the job itself goes on (cancel it with `cancelBusinessJob`). */
  signal?: AbortSignal;
}

/**
 * Reads a job until it has finished (succeeded, failed or cancelled) and resolves to it: for scripts and the CLI
 * that have no live socket (widgets follow the `jobProgress` live event instead). Its own entry, `@portico/sdk/jobs`,
 * so that widgets that never wait on a job do not carry it.
 * @example
 * import { waitForJob } from "@portico/sdk/jobs";
 * const { data } = await client.POST("/v3/businesses/{businessId}/jobs/inode-binds", { params: { path: { businessId } }, body: { rows } });
 * const job = await waitForJob(client, data.id, { onProgress: (j) => console.log(j.progress.done, "/", j.progress.total) });
 */
export async function waitForJob(client: PorticoClient, jobId: number, o: WaitForJobOptions = {}): Promise<Job> {
  let last = "";
  for (;;) {
    o.signal?.throwIfAborted();
    const { data } = await client.GET("/v3/jobs/{jobId}", { params: { path: { jobId } } });
    const seen = JSON.stringify([data.state, data.progress, data.attempts]);
    if (seen !== last) o.onProgress?.(data);
    last = seen;
    if (FINISHED_JOB_STATES.includes(data.state)) return data;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, o.intervalMs ?? 1000);
      o.signal?.addEventListener(
        "abort",
        () => {
          clearTimeout(timer);
          reject(o.signal?.reason);
        },
        { once: true },
      );
    });
  }
}
