import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { registerAccessPointRoutes } from "./accessPointRoutes";
import { registerDeviceConfigRoutes } from "./deviceConfigRoutes";
import { businessAudience } from "./deviceEvents";
import { registerGroupRoutes } from "./groupRoutes";
import { registerINodeRoutes } from "./inodeRoutes";
import { registerMapRoutes } from "./mapRoutes";
import { registerMonitoringRoutes } from "./monitoringRoutes";
import { registerTelemetryRoutes } from "./telemetryRoutes";
import { registerUpgradeRoutes } from "./upgradeRoutes";

/**
 * Registers the devices area (models, iNodes, groups, access points, online clients, events, upgrades, map, logs,
 * monitoring, device configuration)
 * and makes the live hub deliver business messages to the business's owner and readers.
 */
export function registerDeviceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.live.setBusinessAudience(businessAudience(ctx.db));
  registerINodeRoutes(app, ctx);
  registerTelemetryRoutes(app, ctx);
  registerUpgradeRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerAccessPointRoutes(app, ctx);
  registerMapRoutes(app, ctx);
  registerMonitoringRoutes(app, ctx);
  registerDeviceConfigRoutes(app, ctx);
}
