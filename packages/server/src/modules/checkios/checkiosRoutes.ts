import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { registerCheckinRoutes } from "./checkinRoutes";
import { registerHolidayRoutes } from "./holidayRoutes";

/**
 * Registers the check-in/out counters and holiday pickup (contract tag `checkios`).
 * @example registerCheckiosRoutes(app, ctx);
 */
export function registerCheckiosRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCheckinRoutes(app, ctx);
  registerHolidayRoutes(app, ctx);
}
