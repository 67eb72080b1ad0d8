import type { components, PorticoClient } from "@portico/sdk";
import { FINISHED_JOB_STATES, type Job } from "@portico/sdk/jobs";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { usePortico } from "../provider/context";
import { porticoKeys } from "../provider/keys";
import { useLiveEvent } from "../provider/useLiveEvent";
import { devicesKeys } from "./devicesKeys";

/** What a firmware upgrade job upgrades: a firmware kind and a group and/or listed iNodes. */
export type UpgradeJobRequest = components["schemas"]["INodeUpgradeJobRequest"];
/** The devices an upgrade job reached, with the counts. */
export type UpgradeJobDevices = components["schemas"]["UpgradeJobDevices"];
/** One device of an upgrade job: upgrading, success or failed (with its code). */
export type UpgradeJobDevice = components["schemas"]["UpgradeJobDevice"];
/** A job of the job queue (the upgrade job's state and progress). */
export type UpgradeJob = Job;

/** Query keys of upgrade jobs. */
export const upgradeJobKeys = {
  job: (businessId: number, jobId: number) =>
    [...porticoKeys.all, "business", businessId, "upgradeJob", jobId] as const,
  devices: (businessId: number, jobId: number) =>
    [...porticoKeys.all, "business", businessId, "upgradeJob", jobId, "devices"] as const,
};

/** Whether a job has ended (succeeded, failed or cancelled): it never changes again. */
export const isJobFinished = (job: Job | null | undefined): boolean =>
  job ? FINISHED_JOB_STATES.includes(job.state) : false;

/** Queues an `upgradeINodes` job (202 with the queued job; the same `idempotencyKey` answers the same job). */
export async function startUpgradeJob(
  client: PorticoClient,
  businessId: number,
  body: UpgradeJobRequest,
  idempotencyKey?: string,
): Promise<Job> {
  return (
    await client.POST("/v3/businesses/{businessId}/jobs/inode-upgrades", {
      params: { path: { businessId }, ...(idempotencyKey ? { header: { "Idempotency-Key": idempotencyKey } } : {}) },
      body,
    })
  ).data as Job;
}

/** Reads an upgrade job's devices (failures first) and counts. */
export async function fetchUpgradeJobDevices(client: PorticoClient, jobId: number): Promise<UpgradeJobDevices> {
  return (await client.GET("/v3/jobs/{jobId}/upgrade-devices", { params: { path: { jobId } } })).data;
}

/**
 * Follows one upgrade job: the job through the live `jobProgress` events (and a 2 s poll when live events are off)
 * until it ends, and its devices, read again whenever the job's progress or state changes.
 * @example const { job, devices, cancel } = useUpgradeJobProgress(businessId, jobId);
 */
export function useUpgradeJobProgress(businessId: number, jobId: number | null) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const id = jobId ?? 0;
  const job = useQuery({
    queryKey: upgradeJobKeys.job(businessId, id),
    queryFn: async () => (await client.GET("/v3/jobs/{jobId}", { params: { path: { jobId: id } } })).data,
    enabled: jobId !== null,
    refetchInterval: (q) => (isJobFinished(q.state.data) ? false : 2000),
  });
  useLiveEvent("jobProgress", (m) => {
    const next = (m.params as { job?: Job } | undefined)?.job;
    if (next && next.id === jobId) queryClient.setQueryData(upgradeJobKeys.job(businessId, next.id), next);
  });
  const data = jobId === null ? null : (job.data ?? null);
  // The job's progress is the devices finished: a new count or state means a device changed.
  const stamp = data ? `${data.state}:${data.progress.done}:${data.progress.total}:${data.updatedTs}` : "";
  const devices = useQuery({
    queryKey: [...upgradeJobKeys.devices(businessId, id), stamp],
    queryFn: () => fetchUpgradeJobDevices(client, id),
    enabled: jobId !== null && data !== null,
    placeholderData: keepPreviousData,
  });
  const finished = isJobFinished(data);
  const cancelMutation = useMutation({
    mutationFn: async () => (await client.POST("/v3/jobs/{jobId}/cancel", { params: { path: { jobId: id } } })).data,
    onSuccess: (next) => queryClient.setQueryData(upgradeJobKeys.job(businessId, next.id), next),
  });
  return {
    job: data,
    jobError: job.data ? null : job.error,
    devices: devices.data ?? null,
    devicesQuery: devices,
    finished,
    cancel: cancelMutation,
  };
}

/**
 * Starts a group firmware upgrade job (one idempotency key per opening, so a double submit is one job) and then
 * follows it with {@link useUpgradeJobProgress}; the iNode lists are refreshed once the job has ended.
 * @example const up = useUpgradeJob(businessId); up.start({ kind: "jffs2", groupId }); up.job?.progress.done;
 */
export function useUpgradeJob(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [key] = useState(
    () => `portico-react:upgrade:${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  );
  const mutation = useMutation({
    // One key per hook and request: a repeated start of the same upgrade answers the same job.
    mutationFn: (body: UpgradeJobRequest) =>
      startUpgradeJob(
        client,
        businessId,
        body,
        `${key}:${body.kind ?? ""}:${body.groupId ?? ""}:${body.cuids?.length ?? 0}`,
      ),
    onSuccess: (job) => {
      queryClient.setQueryData(upgradeJobKeys.job(businessId, job.id), job);
      setJobId(job.id);
    },
  });
  const progress = useUpgradeJobProgress(businessId, jobId);
  const { finished } = progress;
  useEffect(() => {
    if (finished && jobId !== null) void queryClient.invalidateQueries({ queryKey: devicesKeys.inodes(businessId) });
  }, [finished, jobId, businessId, queryClient]);
  const { mutate } = mutation;
  const start = useCallback(
    (body: UpgradeJobRequest, onStarted?: (job: Job) => void) =>
      mutate(body, onStarted ? { onSuccess: (job) => onStarted(job) } : undefined),
    [mutate],
  );
  return {
    ...progress,
    start,
    jobId,
    starting: mutation.isPending,
    /** The start request's error (403, 404, validation ...). */
    error: mutation.error,
  };
}
