import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { registerConfigGroupRoutes } from "./configGroupRoutes";
import { registerFloorPlanRoutes } from "./floorPlanRoutes";
import { registerHotspotRoutes } from "./hotspotRoutes";
import { registerNetworkConfigRoutes } from "./networkConfigRoutes";
import { registerRoamingRoutes } from "./roamingRoutes";
import { registerScheduleRoutes } from "./scheduleRoutes";

/**
 * Registers the network area (contract tag `network`): configuration groups and their schedules, network
 * configuration templates, roaming channels, pre-authorisation, floor plans, iNode marker locations
 * and the portal each SSID of a device sends its guests to.
 * @example registerNetworkRoutes(app, ctx);
 */
export function registerNetworkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerConfigGroupRoutes(app, ctx);
  registerScheduleRoutes(app, ctx);
  registerNetworkConfigRoutes(app, ctx);
  registerRoamingRoutes(app, ctx);
  registerFloorPlanRoutes(app, ctx);
  registerHotspotRoutes(app, ctx);
}
