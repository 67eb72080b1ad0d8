import { BOOKING_RESULT_PAGE_SIZE, zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf, notFound } from "../business/access";
import { isDay } from "../exports/exportCells";
import { createLink, linksOfCampaign } from "../links/links";
import { timeZoneOf } from "../visitors/visitorsReport";
import { orderBooking } from "./orderBookings";
import { cancelOrder, syncOrder } from "./orderFlow";
import { bookingsReport, couponRedemptions } from "./orderReports";
import { findOrder, searchOrders } from "./orders";

/**
 * Registers the owner's side of orders (contract tag `orders`): the booking results search, cancel and sync (each
 * answers the status now), the bookings report, the coupon report, and the public booking page's short link.
 * @example registerOrderRoutes(app, ctx);
 */
export function registerOrderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const orderOf = async (businessId: number, body: { campaignId: number; merchantOrderNo: string }) => {
    const o = await findOrder(ctx.db, businessId, body.campaignId, body.merchantOrderNo);
    if (!o) throw notFound();
    return o;
  };

  operationRoute(app, "searchBookingResults", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const q = req.query;
      return searchOrders(ctx.db, {
        businessId: businessOf(req).businessId,
        ...(q.campaignId !== undefined ? { bookingId: q.campaignId } : {}),
        ...(q.q ? { q: q.q } : {}),
        ...(q.status ? { status: q.status } : {}),
        from: q.from ?? 0,
        size: q.size ?? BOOKING_RESULT_PAGE_SIZE,
      });
    },
  });

  operationRoute(app, "cancelBookingOrder", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => {
      const o = await cancelOrder(ctx, await orderOf(businessOf(req).businessId, req.body));
      return { merchantOrderNo: o.merchant_order_no, status: o.status };
    },
  });

  operationRoute(app, "syncBookingOrder", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => {
      const o = await syncOrder(ctx, await orderOf(businessOf(req).businessId, req.body));
      return { merchantOrderNo: o.merchant_order_no, status: o.status };
    },
  });

  operationRoute(app, "getBookingsReport", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const tz = await timeZoneOf(ctx.db, businessId);
      const body = req.body ?? {};
      for (const k of ["from", "to"] as const)
        if (body[k] !== undefined && !isDay(body[k]))
          throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
            fields: { [k]: "is not a day (YYYY-MM-DD)" },
          });
      return bookingsReport(ctx.db, businessId, {
        from: body.from ? zonedDayStart(body.from, tz) : 0,
        to: body.to ? zonedDayEnd(body.to, tz) : Number.MAX_SAFE_INTEGER,
      });
    },
  });

  operationRoute(app, "listCouponRedemptions", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const q = req.query;
      return couponRedemptions(ctx.db, businessOf(req).businessId, {
        ...(q.campaignId !== undefined ? { bookingId: q.campaignId } : {}),
        from: q.from ?? 0,
        size: q.size ?? BOOKING_RESULT_PAGE_SIZE,
      });
    },
  });

  operationRoute(app, "getBookingLink", {
    // Reading the link makes it the first time: part of reading the booking, so `get` is enough.
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const booking = await orderBooking(ctx.db, businessId, req.body.campaignId);
      if (!booking) throw notFound();
      const [link] = await linksOfCampaign(ctx.db, businessId, "booking", booking.id, ctx.publicUrl());
      if (link) return link;
      return createLink(ctx.db, {
        businessId,
        campaignType: "booking",
        campaignId: booking.id,
        name: booking.name || `Booking ${booking.id}`,
        publicUrl: ctx.publicUrl(),
        now: ctx.now(),
      });
    },
  });
}
