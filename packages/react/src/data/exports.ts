import type { components, PorticoClient } from "@portico/sdk";
import { dayKey } from "@portico/sdk/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { usePortico } from "../provider/context";
import { porticoKeys } from "../provider/keys";
import { useLiveEvent } from "../provider/useLiveEvent";
import { useBusiness } from "./businesses";

/** A job of the job queue (an export's state and progress). */
export type ExportJob = components["schemas"]["Job"];
/** What an export asks for: kind, format, days and the source's params. */
export type ExportRequest = components["schemas"]["ExportRequest"];
/** What a succeeded export job produced (its signed download URL, file name, rows). */
export type ExportOutput = components["schemas"]["ExportJobOutput"];

/** Query keys of export jobs. */
export const exportKeys = {
  job: (businessId: number, jobId: number) => [...porticoKeys.all, "business", businessId, "exportJob", jobId] as const,
};

const FINISHED = new Set(["succeeded", "failed", "cancelled"]);

/** Queues an export job (202 with the queued job). */
export async function startExport(client: PorticoClient, businessId: number, body: ExportRequest): Promise<ExportJob> {
  return (await client.POST("/v3/businesses/{businessId}/exports", { params: { path: { businessId } }, body }))
    .data as ExportJob;
}

/** Reads one job. */
export async function fetchExportJob(client: PorticoClient, jobId: number): Promise<ExportJob> {
  return (await client.GET("/v3/jobs/{jobId}", { params: { path: { jobId } } })).data;
}

/** The signed download URL of a finished export, on the provider's API origin. */
export function exportHref(baseUrl: string | undefined, output: ExportOutput): string {
  return baseUrl === undefined ? output.downloadUrl : `${baseUrl.replace(/\/+$/, "")}${output.downloadPath}`;
}

/**
 * Runs one server-side export: `start` queues the job, then the hook follows it through the live `jobProgress`
 * events (and a 1 s poll when live events are off) until it ends. `output` carries the signed URL once done.
 * @example
 * const exp = useExportJob(businessId);
 * exp.start({ kind: "inode-visitors", format: "xlsx", from, to, params: { cuid } });
 * exp.job?.progress.done; exp.output?.fileName; exp.href;
 */
export function useExportJob(businessId: number) {
  const { client, baseUrl, locale } = usePortico();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Omit<ExportRequest, "lang"> & { lang?: Locale }) =>
      startExport(client, businessId, { ...body, lang: body.lang ?? locale }),
    onSuccess: (job) => {
      queryClient.setQueryData(exportKeys.job(businessId, job.id), job);
      setJobId(job.id);
    },
  });
  const query = useQuery({
    queryKey: exportKeys.job(businessId, jobId ?? 0),
    queryFn: () => fetchExportJob(client, jobId!),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && FINISHED.has(q.state.data.state) ? false : 1000),
  });
  useLiveEvent("jobProgress", (m) => {
    const job = (m.params as { job?: ExportJob } | undefined)?.job;
    if (job && job.id === jobId) queryClient.setQueryData(exportKeys.job(businessId, job.id), job);
  });
  const job = jobId === null ? null : (query.data ?? null);
  const output = job?.state === "succeeded" ? (job.output as ExportOutput | null) : null;
  const { mutate, reset: resetMutation } = mutation;
  const start = useCallback(
    (body: Omit<ExportRequest, "lang"> & { lang?: Locale }) => {
      setJobId(null);
      mutate(body);
    },
    [mutate],
  );
  const reset = useCallback(() => {
    setJobId(null);
    resetMutation();
  }, [resetMutation]);
  return {
    start,
    reset,
    job,
    output,
    href: output ? exportHref(baseUrl, output) : null,
    /** Queued or running (or the request is on its way). */
    busy: mutation.isPending || (job !== null && !FINISHED.has(job.state)),
    /** The request's error (validation, range too long ...). */
    error: mutation.error,
    /** The job's own failure code, when it failed. */
    failedCode: job?.state === "failed" ? (job.errorCode ?? "JOB_FAILED") : null,
  };
}

/**
 * Today (YYYY-MM-DD) in the business's time zone (day ranges are the business's, never the browser's); the
 * browser's day until the business is loaded.
 * @example const today = useBusinessToday(bid); <ExportButton from={today} to={today} ... />
 */
export function useBusinessToday(businessId: number): string {
  const business = useBusiness(businessId).data;
  return dayKey(new Date(), business?.profile.timeZone ?? undefined);
}
