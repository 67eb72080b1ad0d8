import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { registerCatalogAppRoutes } from "./appRoutes";
import { registerProductRoutes } from "./productRoutes";
import { registerVoucherPage } from "./voucherPage";

/**
 * Registers the catalogue apps (issue 17): products and categories, one-page bookings, payment configs,
 * vouchers with their public redeem page, the vendor config and WiFi grant apps.
 * @example registerCatalogRoutes(app, ctx);
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerProductRoutes(app, ctx);
  registerCatalogAppRoutes(app, ctx);
  registerVoucherPage(app, ctx);
}
