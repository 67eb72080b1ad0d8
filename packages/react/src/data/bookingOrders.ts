import type { components, PorticoClient } from "@portico/sdk";
import { BOOKING_RESULT_PAGE_SIZE } from "@portico/sdk/rules";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";

type S = components["schemas"];
/** An order of a booking (the specification's booking result). */
export type BookingResult = S["BookingResult"];
/** A page of booking results. */
export type BookingResultPage = S["BookingResultPage"];
/** Orders per booking (the bookings report). */
export type BookingsReport = S["BookingsReport"];
/** One booking's row of the bookings report. */
export type BookingsReportRow = S["BookingsReportRow"];
/** Coupon redemptions of one coupon of a booking. */
export type CouponRedemption = S["CouponRedemption"];
/** A booking's public page link (short link and QR). */
export type BookingLink = S["Link"];

/** What a booking results search asks. */
export interface BookingResultQuery {
  campaignId?: number;
  q?: string;
  status?: S["OrderStatus"];
  from?: number;
  size?: number;
}

/** Query keys of orders, by business. */
export const orderKeys = {
  all: (businessId: number) => ["business", businessId, "orders"] as const,
  results: (businessId: number, q: BookingResultQuery) => [...orderKeys.all(businessId), "results", q] as const,
  report: (businessId: number) => [...orderKeys.all(businessId), "report"] as const,
  coupons: (businessId: number, campaignId: number | undefined, from: number) =>
    [...orderKeys.all(businessId), "coupons", campaignId ?? 0, from] as const,
  link: (businessId: number, campaignId: number) => [...orderKeys.all(businessId), "link", campaignId] as const,
};

/** Loads one page of booking results. */
export async function fetchBookingResults(
  client: PorticoClient,
  businessId: number,
  q: BookingResultQuery,
): Promise<BookingResultPage> {
  return (
    await client.GET("/v3/businesses/{businessId}/booking-results", {
      params: { path: { businessId }, query: { size: BOOKING_RESULT_PAGE_SIZE, ...q } },
    })
  ).data;
}

/**
 * A page of a business's booking results (20 a page), kept while the next page loads.
 * @example const { data } = useBookingResults(bid, { campaignId: 4, q: "lin", from: 0 });
 */
export function useBookingResults(businessId: number, q: BookingResultQuery, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: orderKeys.results(businessId, q),
    queryFn: () => fetchBookingResults(client, businessId, q),
    enabled: enabled && businessId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Loads the bookings report (every booking with its order counts). */
export async function fetchBookingsReport(client: PorticoClient, businessId: number): Promise<BookingsReport> {
  return (
    await client.POST("/v3/businesses/{businessId}/bookings/report", { params: { path: { businessId } }, body: {} })
  ).data;
}

/** The business's bookings with their order counts (the booking picker's choices). */
export function useBookingsReport(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: orderKeys.report(businessId),
    queryFn: () => fetchBookingsReport(client, businessId),
    enabled: businessId > 0,
  });
}

/** A page of coupon redemptions per booking and coupon. */
export function useCouponRedemptions(businessId: number, campaignId: number | undefined, from: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: orderKeys.coupons(businessId, campaignId, from),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/coupon-report", {
          params: {
            path: { businessId },
            query: { from, size: BOOKING_RESULT_PAGE_SIZE, ...(campaignId ? { campaignId } : {}) },
          },
        })
      ).data,
    enabled: businessId > 0,
    placeholderData: keepPreviousData,
  });
}

/** The public booking page's link of a booking (made on first ask). */
export function useBookingLink(businessId: number, campaignId: number | undefined) {
  const { client } = usePortico();
  return useQuery({
    queryKey: orderKeys.link(businessId, campaignId ?? 0),
    queryFn: async () =>
      (
        await client.POST("/v3/businesses/{businessId}/booking-link", {
          params: { path: { businessId } },
          body: { campaignId: campaignId! },
        })
      ).data,
    enabled: businessId > 0 && Boolean(campaignId),
    retry: false,
  });
}

/** Which order a cancel or sync names. */
export interface BookingOrderRef {
  campaignId: number;
  merchantOrderNo: string;
}

/**
 * Cancels (`action: "cancel"`) or syncs (`"sync"`) an order; resolves to the status the server answers, which the
 * caller puts on the row. The results and the report reload.
 */
export function useBookingOrderAction(businessId: number, action: "cancel" | "sync") {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ref: BookingOrderRef) => {
      const path =
        action === "cancel"
          ? "/v3/businesses/{businessId}/booking-results/cancel"
          : "/v3/businesses/{businessId}/booking-results/sync";
      return (await client.POST(path, { params: { path: { businessId } }, body: ref })).data;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.all(businessId) }),
  });
}
