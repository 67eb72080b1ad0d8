import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import { searchVisitors, timeZoneOf, visitorsDashboard, visitorsRange } from "./visitorsReport";

/**
 * Registers the visitors report (contract tag `visitors`): the charts' counts and the paged search. Both are
 * reads: the search is a POST only because its filters are structured.
 * @example registerVisitorRoutes(app, ctx);
 */
export function registerVisitorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "getVisitorsDashboard", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const range = visitorsRange(req.query, ctx.now(), await timeZoneOf(ctx.db, businessId));
      return visitorsDashboard(ctx.db, { businessId, ...range, type: req.query.type });
    },
  });

  operationRoute(app, "searchVisitors", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const body = req.body;
      const range = visitorsRange(body, ctx.now(), await timeZoneOf(ctx.db, businessId));
      return searchVisitors(ctx.db, { businessId, ...range, type: body.type }, body);
    },
  });
}
