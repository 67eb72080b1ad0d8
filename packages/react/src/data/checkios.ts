import type { components } from "@portico/sdk";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { fileToBase64 } from "./contactSources";

type S = components["schemas"];
/** A check-in/out counter app. */
export type Checkin = S["Checkin"];
/** What creates or updates a counter. */
export type CheckinInput = S["CheckinInput"];
/** A supplier of a counter. */
export type CheckinSupplier = S["CheckinSupplier"];
/** A vendor choice (the root subscriber among them). */
export type CheckinSubscriber = S["CheckinSubscriber"];
/** A record a counter wrote. */
export type CheckinRecord = S["CheckinRecord"];
/** An export mode: checkin, boarding, pickup or checkout. */
export type CheckinExportMode = S["CheckinExportMode"];
/** A holiday pickup setting. */
export type Holiday = S["Holiday"];
/** A parsed holiday upload waiting for its confirm. */
export type HolidayImportPreview = S["HolidayImportPreview"];

/** Query keys of the check-in/out counters, by business. */
export const checkioKeys = {
  all: (businessId: number) => ["business", businessId, "checkins"] as const,
  list: (businessId: number, startIndex: number, limit: number) =>
    [...checkioKeys.all(businessId), "list", startIndex, limit] as const,
  one: (businessId: number, checkinId: number) => [...checkioKeys.all(businessId), checkinId] as const,
  stock: (businessId: number, checkinId: number) => [...checkioKeys.one(businessId, checkinId), "stock"] as const,
  status: (businessId: number, checkinId: number, startTs: number, endTs: number) =>
    [...checkioKeys.one(businessId, checkinId), "status", startTs, endTs] as const,
  search: (businessId: number, checkinId: number, q: string, from: number, size: number) =>
    [...checkioKeys.one(businessId, checkinId), "search", q, from, size] as const,
  subscribers: (businessId: number) => [...checkioKeys.all(businessId), "subscribers"] as const,
  holidays: (businessId: number) => ["business", businessId, "holidays"] as const,
};

/** A page of a business's counters (100 a page). */
export function useCheckins(businessId: number, startIndex = 0, limit = 100) {
  const { client } = usePortico();
  return useQuery({
    queryKey: checkioKeys.list(businessId, startIndex, limit),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/checkins", {
          params: { path: { businessId }, query: { startIndex, limit } },
        })
      ).data,
    enabled: businessId > 0,
    placeholderData: keepPreviousData,
  });
}

/** One counter (none for id 0, a new one). */
export function useCheckin(businessId: number, checkinId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: checkioKeys.one(businessId, checkinId),
    queryFn: async () => (await client.GET("/v3/checkins/{checkinId}", { params: { path: { checkinId } } })).data,
    enabled: checkinId > 0,
  });
}

/** A counter's stock: columns and data. */
export function useCheckinStock(businessId: number, checkinId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: checkioKeys.stock(businessId, checkinId),
    queryFn: async () => (await client.GET("/v3/checkins/{checkinId}/stock", { params: { path: { checkinId } } })).data,
    enabled: checkinId > 0,
  });
}

/** What each counter wrote between two instants (unix seconds). */
export function useCounterStatus(businessId: number, checkinId: number, startTs: number, endTs: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: checkioKeys.status(businessId, checkinId, startTs, endTs),
    queryFn: async () =>
      (
        await client.GET("/v3/checkins/{checkinId}/counter-status", {
          params: { path: { checkinId }, query: { startTs, endTs } },
        })
      ).data,
    enabled: checkinId > 0,
  });
}

/** The vendor choices of a business: the root subscriber first, then the sub-accounts. */
export function useCheckinSubscribers(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: checkioKeys.subscribers(businessId),
    queryFn: async () =>
      (await client.GET("/v3/businesses/{businessId}/checkin-subscribers", { params: { path: { businessId } } })).data,
    enabled: businessId > 0,
  });
}

/** Searches a counter's records by order number, name, phone or code. */
export function useCheckinSearch(businessId: number, checkinId: number, q: string, from: number, size: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: checkioKeys.search(businessId, checkinId, q, from, size),
    queryFn: async () =>
      (
        await client.GET("/v3/checkins/{checkinId}/search", {
          params: { path: { checkinId }, query: { q, from, size } },
        })
      ).data,
    enabled: checkinId > 0,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: checkioKeys.all(businessId) });
}

/** Saves a counter: creates it (id 0) or updates it. */
export function useSaveCheckin(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; body: CheckinInput }) =>
      v.id > 0
        ? (await client.PUT("/v3/checkins/{checkinId}", { params: { path: { checkinId: v.id } }, body: v.body })).data
        : (
            await client.POST("/v3/businesses/{businessId}/checkins", {
              params: { path: { businessId } },
              body: v.body,
            })
          ).data,
    onSuccess: invalidate,
  });
}

/** Removes a counter and its records. */
export function useRemoveCheckin(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (checkinId: number) => {
      await client.DELETE("/v3/checkins/{checkinId}", { params: { path: { checkinId } } });
    },
    onSuccess: invalidate,
  });
}

/** The records of a mode in a range as JSON (jsonOnly); the answer names the corrected days. */
export function useCheckinResults() {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (v: {
      checkinId: number;
      mode: CheckinExportMode;
      from: string;
      to: string;
      supplierId?: string;
    }) =>
      (
        await client.POST("/v3/checkins/{checkinId}/dump", {
          params: { path: { checkinId: v.checkinId } },
          body: {
            mode: v.mode,
            from: v.from,
            to: v.to,
            jsonOnly: true,
            ...(v.supplierId ? { supplierId: v.supplierId } : {}),
          },
        })
      ).data as S["CheckinDumpResult"],
  });
}

/** The supplier report link (from, to, cs and an access token). */
export function useSupplierReportLink() {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (v: { checkinId: number; supplierId: string; from: string; to: string }) =>
      (
        await client.POST("/v3/checkins/{checkinId}/supplier-report-link", {
          params: { path: { checkinId: v.checkinId } },
          body: { supplierId: v.supplierId, from: v.from, to: v.to },
        })
      ).data,
  });
}

/** The holiday pickup settings of a business, by day. */
export function useHolidays(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: checkioKeys.holidays(businessId),
    queryFn: async () =>
      (await client.GET("/v3/businesses/{businessId}/holidays", { params: { path: { businessId } } })).data,
    enabled: businessId > 0,
  });
}

/** Uploads a csv or xlsx of holidays for a preview. */
export function usePreviewHolidayImport(businessId: number) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await client.POST("/v3/businesses/{businessId}/holidays/imports/preview", {
          params: { path: { businessId } },
          body: { filename: file.name, content: await fileToBase64(file) },
        })
      ).data,
  });
}

/** Confirms a previewed holiday import. */
export function useConfirmHolidayImport(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uuid: string) =>
      (
        await client.POST("/v3/businesses/{businessId}/holidays/imports/confirm", {
          params: { path: { businessId } },
          body: { uuid },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkioKeys.holidays(businessId) }),
  });
}
