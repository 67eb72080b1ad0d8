import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { assertOutboundUrls, outboundAllowList } from "../../guards/outbound";
import { operationRoute } from "../../operationRoute";
import { callerOf } from "../account/auth";
import { accessOf, type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { assertNoProblems, businessOfRow, found, removeRow } from "./catalogRows";
import { opBookingById, opBookingsOf, saveOpBooking } from "./opBookings";
import { paymentById, paymentsOf, savePayment } from "./payments";
import { getVendorConfig, saveVendorConfig } from "./vendorConfig";
import { redeemVoucher, saveVoucher, voucherById, vouchersOf } from "./vouchers";
import { wifiGrantsOf } from "./wifiGrants";

const byOpBooking: BusinessIdOf<{ Params: { opBookingId: number } }> = (req, ctx) =>
  businessOfRow(ctx.db, "opage_bookings", req.params.opBookingId);
const byPayment: BusinessIdOf<{ Params: { paymentId: number } }> = (req, ctx) =>
  businessOfRow(ctx.db, "payment_configs", req.params.paymentId);
const byVoucher: BusinessIdOf<{ Params: { voucherId: number } }> = (req, ctx) =>
  businessOfRow(ctx.db, "vouchers", req.params.voucherId);
const byGrant: BusinessIdOf<{ Params: { grantId: number } }> = (req, ctx) =>
  businessOfRow(ctx.db, "wifi_grants", req.params.grantId);

/** Empty text means none. */
const urlOrNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/**
 * Registers one-page bookings, payment configs, vouchers (with the redeem-once call), the vendor config and WiFi
 * grant apps (contract tag `catalog`).
 * @example registerCatalogAppRoutes(app, ctx);
 */
export function registerCatalogAppRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const db = ctx.db;
  const origin = () => ctx.publicUrl();

  operationRoute(app, "listOnePageBookings", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => opBookingsOf(db, businessOf(req).businessId),
  });
  operationRoute(app, "createOnePageBooking", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const id = await saveOpBooking(db, businessOf(req).businessId, null, req.body, now());
      return reply.status(201).send(await found(opBookingById(db, id)));
    },
  });
  operationRoute(app, "getOnePageBooking", {
    preHandler: businessGuards(ctx, "get", byOpBooking),
    handler: async (req) => found(opBookingById(db, req.params.opBookingId)),
  });
  operationRoute(app, "updateOnePageBooking", {
    preHandler: businessGuards(ctx, "put", byOpBooking),
    handler: async (req) => {
      await saveOpBooking(db, businessOf(req).businessId, req.params.opBookingId, req.body, now());
      return found(opBookingById(db, req.params.opBookingId));
    },
  });
  operationRoute(app, "removeOnePageBooking", {
    preHandler: businessGuards(ctx, "delete", byOpBooking),
    handler: async (req) => removeRow(db, "opage_bookings", req.params.opBookingId),
  });

  operationRoute(app, "listPaymentConfigs", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => paymentsOf(db, businessOf(req).businessId),
  });
  operationRoute(app, "createPaymentConfig", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const id = await savePayment(db, businessOf(req).businessId, null, req.body, now());
      return reply.status(201).send(await found(paymentById(db, id)));
    },
  });
  operationRoute(app, "getPaymentConfig", {
    preHandler: businessGuards(ctx, "get", byPayment),
    handler: async (req) => found(paymentById(db, req.params.paymentId)),
  });
  operationRoute(app, "updatePaymentConfig", {
    preHandler: businessGuards(ctx, "put", byPayment),
    handler: async (req) => {
      await savePayment(db, businessOf(req).businessId, req.params.paymentId, req.body, now());
      return found(paymentById(db, req.params.paymentId));
    },
  });
  operationRoute(app, "removePaymentConfig", {
    preHandler: businessGuards(ctx, "delete", byPayment),
    handler: async (req) => removeRow(db, "payment_configs", req.params.paymentId),
  });

  operationRoute(app, "listVouchers", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => vouchersOf(db, businessOf(req).businessId, origin()),
  });
  operationRoute(app, "createVoucher", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const id = await saveVoucher(db, businessOf(req).businessId, null, req.body, now());
      return reply.status(201).send(await found(voucherById(db, id, origin())));
    },
  });
  operationRoute(app, "getVoucher", {
    preHandler: businessGuards(ctx, "get", byVoucher),
    handler: async (req) => found(voucherById(db, req.params.voucherId, origin())),
  });
  operationRoute(app, "updateVoucher", {
    preHandler: businessGuards(ctx, "put", byVoucher),
    handler: async (req) => {
      await saveVoucher(db, businessOf(req).businessId, req.params.voucherId, req.body, now());
      return found(voucherById(db, req.params.voucherId, origin()));
    },
  });
  operationRoute(app, "removeVoucher", {
    preHandler: businessGuards(ctx, "delete", byVoucher),
    handler: async (req) => removeRow(db, "vouchers", req.params.voucherId),
  });
  operationRoute(app, "redeemVoucher", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req) => {
      const id = await redeemVoucher(db, req.body.code, businessOf(req).businessId, now());
      return found(voucherById(db, id, origin()));
    },
  });

  operationRoute(app, "getVendorConfig", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => getVendorConfig(db, businessOf(req).businessId),
  });
  operationRoute(app, "updateVendorConfig", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => {
      const b = req.body;
      const urls = {
        checkinWebhook: urlOrNull(b.checkinWebhook),
        checkoutWebhook: urlOrNull(b.checkoutWebhook),
        checkSerialNoWebhook: urlOrNull(b.checkSerialNoWebhook),
      };
      await assertOutboundUrls(urls, outboundAllowList(ctx));
      const remark = b.remarkBusinessId ?? null;
      if (remark !== null)
        assertNoProblems(
          (await accessOf(db, callerOf(req), remark)) ? {} : { remarkBusinessId: "not a business you may see" },
        );
      return saveVendorConfig(db, businessOf(req).businessId, { remarkBusinessId: remark, ...urls }, now());
    },
  });

  operationRoute(app, "listWifiGrants", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => wifiGrantsOf(db, businessOf(req).businessId),
  });
  operationRoute(app, "removeWifiGrant", {
    preHandler: businessGuards(ctx, "delete", byGrant),
    handler: async (req) => removeRow(db, "wifi_grants", req.params.grantId),
  });
}
