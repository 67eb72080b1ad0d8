import type { components, PorticoClient } from "@portico/sdk";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usePortico } from "../provider/context";
import { useLiveEvent } from "../provider/useLiveEvent";
import { businessQuery } from "./businessQuery";
import { fileToBase64 } from "./contactSources";
import { type ExportJob, exportKeys, fetchExportJob } from "./exports";

type S = components["schemas"];
/** A booking form (with its config on get, create, update and duplicate). */
export type Booking = S["Booking"];
/** The v2.0 booking config. */
export type BookingConfigBody = S["BookingConfig"];
/** What creates or renames a booking. */
export type BookingInput = S["BookingInput"];
/** A coupon of a booking's config. */
export type BookingCouponBody = S["BookingCoupon"];
/** One coupon code. */
export type CouponCode = S["CouponCode"];
/** A page of a coupon's codes with the counts. */
export type CouponCodePage = S["CouponCodePage"];
/** A parsed file of codes waiting for its confirm. */
export type CouponCodeImportPreview = S["CouponCodeImportPreview"];

/** Query keys of bookings, by business. */
export const bookingKeys = {
  all: (businessId: number) => ["business", businessId, "bookings"] as const,
  list: (businessId: number) => [...bookingKeys.all(businessId), "list"] as const,
  one: (businessId: number, bookingId: number) => [...bookingKeys.all(businessId), bookingId] as const,
  codes: (businessId: number, bookingId: number, couponId: string, startIndex: number, limit: number) =>
    [...bookingKeys.one(businessId, bookingId), "codes", couponId, startIndex, limit] as const,
  search: (businessId: number, bookingId: number, code: string) =>
    [...bookingKeys.one(businessId, bookingId), "search", code] as const,
};

/** Loads the bookings of a business, newest first (with their coupon counts). */
export async function fetchBookings(client: PorticoClient, businessId: number): Promise<Booking[]> {
  return (await client.GET("/v3/businesses/{businessId}/bookings", { params: { path: { businessId } } })).data;
}

const bookingsQuery = businessQuery(bookingKeys.list, fetchBookings);

/**
 * The bookings of a business.
 * @example const { data: bookings = [] } = useBookings(bid);
 */
export const useBookings = bookingsQuery.useResource;
/** Marks a business's bookings stale. */
export const invalidateBookings = bookingsQuery.invalidate;
/** Loads a business's bookings ahead of rendering. */
export const prefetchBookings = bookingsQuery.prefetch;

/** One booking with its config. */
export function useBooking(businessId: number, bookingId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: bookingKeys.one(businessId, bookingId),
    queryFn: async () => (await client.GET("/v3/bookings/{bookingId}", { params: { path: { bookingId } } })).data,
    enabled: bookingId > 0,
  });
}

function useInvalidate(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all(businessId) });
}

/** Adds a booking (the config defaults when left out). */
export function useCreateBooking(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (body: BookingInput) =>
      (await client.POST("/v3/businesses/{businessId}/bookings", { params: { path: { businessId } }, body })).data,
    onSuccess: invalidate,
  });
}

/** Renames a booking and replaces its config. */
export function useSaveBooking(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; body: BookingInput }) =>
      (await client.PUT("/v3/bookings/{bookingId}", { params: { path: { bookingId: v.id } }, body: v.body })).data,
    onSuccess: invalidate,
  });
}

/** Replaces a booking's config only (the raw JSON dialog, the coupons). */
export function useSaveBookingConfig(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; config: BookingConfigBody }) =>
      (
        await client.PUT("/v3/bookings/{bookingId}/config", {
          params: { path: { bookingId: v.id } },
          body: v.config,
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** Duplicates a booking (" Copy"). */
export function useDuplicateBooking(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (bookingId: number) =>
      (await client.POST("/v3/bookings/{bookingId}/duplicate", { params: { path: { bookingId } } })).data,
    onSuccess: invalidate,
  });
}

/** Removes a booking with its coupons and codes. */
export function useRemoveBooking(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (bookingId: number) => {
      await client.DELETE("/v3/bookings/{bookingId}", { params: { path: { bookingId } } });
    },
    onSuccess: invalidate,
  });
}

/** Removes a coupon and its codes. */
export function useRemoveCoupon(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { bookingId: number; couponId: string }) => {
      await client.DELETE("/v3/bookings/{bookingId}/coupons/{couponId}", { params: { path: v } });
    },
    onSuccess: invalidate,
  });
}

/** A page of a coupon's codes (20 a page by default) with the count and redeemed count. */
export function useCouponCodes(
  businessId: number,
  bookingId: number,
  couponId: string,
  startIndex: number,
  limit = 20,
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: bookingKeys.codes(businessId, bookingId, couponId, startIndex, limit),
    queryFn: async () =>
      (
        await client.GET("/v3/bookings/{bookingId}/coupons/{couponId}/codes", {
          params: { path: { bookingId, couponId }, query: { startIndex, limit } },
        })
      ).data,
    enabled: bookingId > 0 && couponId.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Codes of a booking that start with `code` (none while it is empty). */
export function useCouponCodeSearch(businessId: number, bookingId: number, code: string) {
  const { client } = usePortico();
  return useQuery({
    queryKey: bookingKeys.search(businessId, bookingId, code),
    queryFn: async () =>
      (
        await client.GET("/v3/bookings/{bookingId}/coupon-codes", {
          params: { path: { bookingId }, query: { code } },
        })
      ).data.hits,
    enabled: bookingId > 0 && code.trim().length > 0,
  });
}

/** Resets a redeemed code (redeemedTs back to 0). */
export function useResetCouponCode(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { bookingId: number; codeId: number }) =>
      (await client.POST("/v3/bookings/{bookingId}/coupon-codes/{codeId}/reset", { params: { path: v } })).data,
    onSuccess: invalidate,
  });
}

const FINISHED = new Set(["succeeded", "failed", "cancelled"]);

/**
 * Generates coupon codes as a job and follows it (live `jobProgress`, a 1 s poll otherwise) until it ends; the
 * codes list reloads then.
 * @example const gen = useGenerateCouponCodes(bid, bookingId, couponId); gen.start({ count: 10, prefix: "VIP" });
 */
export function useGenerateCouponCodes(businessId: number, bookingId: number, couponId: string) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(businessId);
  const [jobId, setJobId] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (body: { count: number; prefix?: string }) =>
      (
        await client.POST("/v3/bookings/{bookingId}/coupons/{couponId}/codes", {
          params: { path: { bookingId, couponId } },
          body,
        })
      ).data as ExportJob,
    onSuccess: (job) => {
      queryClient.setQueryData(exportKeys.job(businessId, job.id), job);
      setJobId(job.id);
    },
  });
  const query = useQuery({
    queryKey: exportKeys.job(businessId, jobId ?? 0),
    queryFn: async () => {
      const job = await fetchExportJob(client, jobId!);
      if (FINISHED.has(job.state)) await invalidate();
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && FINISHED.has(q.state.data.state) ? false : 1000),
  });
  useLiveEvent("jobProgress", (m) => {
    const job = (m.params as { job?: ExportJob } | undefined)?.job;
    if (job && job.id === jobId) {
      queryClient.setQueryData(exportKeys.job(businessId, job.id), job);
      if (FINISHED.has(job.state)) void invalidate();
    }
  });
  const job = jobId === null ? null : (query.data ?? null);
  return {
    start: (body: { count: number; prefix?: string }) => {
      setJobId(null);
      mutation.mutate(body);
    },
    job,
    running: mutation.isPending || (job !== null && !FINISHED.has(job.state)),
    error: mutation.error,
  };
}

/** Uploads a csv/text file of codes for a preview; resolves to the preview with its upload uuid. */
export function usePreviewCouponCodeImport(bookingId: number, couponId: string) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await client.POST("/v3/bookings/{bookingId}/coupons/{couponId}/codes/import/preview", {
          params: { path: { bookingId, couponId } },
          body: { filename: file.name, content: await fileToBase64(file) },
        })
      ).data,
  });
}

/** Adds the codes of a previewed file. */
export function useConfirmCouponCodeImport(businessId: number, bookingId: number, couponId: string) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (uuid: string) =>
      (
        await client.POST("/v3/bookings/{bookingId}/coupons/{couponId}/codes/import/confirm", {
          params: { path: { bookingId, couponId } },
          body: { uuid },
        })
      ).data,
    onSuccess: invalidate,
  });
}
