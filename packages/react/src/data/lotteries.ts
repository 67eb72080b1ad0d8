import type { components } from "@portico/sdk";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessQuery } from "./businessQuery";
import { fileToBase64 } from "./contactSources";

type S = components["schemas"];
/** A lottery: name, title, project, draw page template and counts. */
export type Lottery = S["Lottery"];
/** What creates or updates a lottery. */
export type LotteryInput = S["LotteryInput"];
/** The draw page's template: 0 Default, 1 Dark Red, 2 Light, 3 Custom. */
export type LotteryConfig = S["LotteryConfig"];
/** Prizes with winners and a page of candidates. */
export type LotteryData = S["LotteryData"];
/** An Excel upload's sheets with their first rows. */
export type LotteryImportPreview = S["LotteryImportPreview"];
/** The signed draw link with its QR code. */
export type LotteryDrawLink = S["LotteryDrawLink"];
/** A job as the job API shows it. */
export type LotteryImportJob = S["Job"];

/** Query keys of lotteries, by business. */
export const lotteryKeys = {
  all: (businessId: number) => ["business", businessId, "lotteries"] as const,
  list: (businessId: number) => [...lotteryKeys.all(businessId), "list"] as const,
  data: (businessId: number, lotteryId: number, startIndex: number, limit: number) =>
    [...lotteryKeys.all(businessId), lotteryId, "data", startIndex, limit] as const,
  drawLink: (businessId: number, lotteryId: number) =>
    [...lotteryKeys.all(businessId), lotteryId, "draw-link"] as const,
  // Outside `all`: refreshing the lotteries when the job ends must not refetch the job itself.
  job: (businessId: number, jobId: number) => ["business", businessId, "lottery-import-jobs", jobId] as const,
};

/** Loads the lotteries of a business, newest first. */
export async function fetchLotteries(client: import("@portico/sdk").PorticoClient, businessId: number) {
  return (await client.GET("/v3/businesses/{businessId}/lotteries", { params: { path: { businessId } } })).data;
}

const lotteriesQuery = businessQuery(lotteryKeys.list, fetchLotteries);

/**
 * The lotteries of a business.
 * @example const { data: lotteries = [] } = useLotteries(bid);
 */
export const useLotteries = lotteriesQuery.useResource;
/** Marks a business's lotteries stale. */
export const invalidateLotteries = lotteriesQuery.invalidate;
/** Loads a business's lotteries ahead of rendering. */
export const prefetchLotteries = lotteriesQuery.prefetch;

/** A lottery's prizes (with winners) and one page of its candidates. */
export function useLotteryData(businessId: number, lotteryId: number, startIndex: number, limit = 20) {
  const { client } = usePortico();
  return useQuery({
    queryKey: lotteryKeys.data(businessId, lotteryId, startIndex, limit),
    queryFn: async () =>
      (
        await client.GET("/v3/lotteries/{lotteryId}/data", {
          params: { path: { lotteryId }, query: { startIndex, limit } },
        })
      ).data,
    enabled: lotteryId > 0,
    placeholderData: keepPreviousData,
  });
}

/** The signed link of a lottery's draw page and its QR code (needs the right to write the lottery). */
export function useLotteryDrawLink(businessId: number, lotteryId: number, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: lotteryKeys.drawLink(businessId, lotteryId),
    queryFn: async () =>
      (await client.GET("/v3/lotteries/{lotteryId}/draw-link", { params: { path: { lotteryId } } })).data,
    enabled: enabled && lotteryId > 0,
    staleTime: 60 * 60 * 1000,
  });
}

function useInvalidate(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lotteryKeys.all(businessId) });
}

/** Adds a lottery. */
export function useCreateLottery(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (body: LotteryInput) =>
      (await client.POST("/v3/businesses/{businessId}/lotteries", { params: { path: { businessId } }, body })).data,
    onSuccess: invalidate,
  });
}

/** Saves a lottery's name, title, project and template. */
export function useUpdateLottery(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; body: LotteryInput }) =>
      (await client.PUT("/v3/lotteries/{lotteryId}", { params: { path: { lotteryId: v.id } }, body: v.body })).data,
    onSuccess: invalidate,
  });
}

/** Removes a lottery with its data. */
export function useRemoveLottery(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (lotteryId: number) => {
      await client.DELETE("/v3/lotteries/{lotteryId}", { params: { path: { lotteryId } } });
    },
    onSuccess: invalidate,
  });
}

/** Uploads an xlsx file and resolves to the preview of its sheets (with the upload uuid). */
export function useUploadLotteryExcel() {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (v: { lotteryId: number; file: File }): Promise<LotteryImportPreview> => {
      const up = (
        await client.POST("/v3/lotteries/{lotteryId}/uploads", {
          params: { path: { lotteryId: v.lotteryId } },
          body: { filename: v.file.name, content: await fileToBase64(v.file) },
        })
      ).data;
      return (
        await client.GET("/v3/lotteries/{lotteryId}/uploads/{uuid}", {
          params: { path: { lotteryId: v.lotteryId, uuid: up.uuid } },
        })
      ).data;
    },
  });
}

const FINISHED = new Set(["succeeded", "failed", "cancelled"]);

/**
 * Confirms an import (the server overwrites the lottery's data in a job) and follows the job until it ends
 * (polled each second), then refreshes the business's lotteries.
 * @example const imp = useConfirmLotteryImport(bid); imp.confirm({ lotteryId, uuid }); imp.job?.state;
 */
export function useConfirmLotteryImport(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(businessId);
  const mutation = useMutation({
    mutationFn: async (v: { lotteryId: number; uuid: string; prizesSheet?: string | null; candidatesSheet?: string }) =>
      (
        await client.POST("/v3/lotteries/{lotteryId}/uploads/{uuid}/confirm", {
          params: { path: { lotteryId: v.lotteryId, uuid: v.uuid } },
          body: {
            ...(v.prizesSheet !== undefined ? { prizesSheet: v.prizesSheet } : {}),
            ...(v.candidatesSheet ? { candidatesSheet: v.candidatesSheet } : {}),
          },
        })
      ).data,
  });
  const jobId = mutation.data?.id ?? 0;
  const job = useQuery({
    queryKey: lotteryKeys.job(businessId, jobId),
    queryFn: async () => {
      const j = (await client.GET("/v3/jobs/{jobId}", { params: { path: { jobId } } })).data;
      if (FINISHED.has(j.state)) await invalidate();
      return j;
    },
    enabled: jobId > 0,
    refetchInterval: (q) => (q.state.data && FINISHED.has(q.state.data.state) ? false : 1000),
  });
  return {
    confirm: mutation.mutateAsync,
    isPending: mutation.isPending || (jobId > 0 && !(job.data && FINISHED.has(job.data.state))),
    job: jobId > 0 ? (job.data ?? mutation.data ?? null) : null,
    error: mutation.error,
    reset: () => {
      mutation.reset();
      queryClient.removeQueries({ queryKey: lotteryKeys.job(businessId, jobId) });
    },
  };
}
