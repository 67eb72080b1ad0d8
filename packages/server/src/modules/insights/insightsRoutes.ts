import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import { businessHealth, businessInsights } from "./insightsQuery";
import { insightsRange } from "./insightsRange";

/** Registers the dashboard's calls (contract tag insights, paths/insights.yaml). */
export function registerInsightsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "getBusinessInsights", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const businessId = businessOf(req).businessId;
      const [b] = await ctx.db.query<{ time_zone: string }>("select time_zone from businesses where id = $1", [
        businessId,
      ]);
      const q = req.query;
      const range = insightsRange(q, ctx.now(), b!.time_zone);
      const activityId = q.activityId ?? null;
      if (activityId !== null) {
        const [a] = await ctx.db.query("select 1 from activities where id = $1 and business_id = $2", [
          activityId,
          businessId,
        ]);
        if (!a)
          throw new HttpError(400, "VALIDATION_FAILED", "No such activity in this business", {
            fields: { activityId: "No such activity in this business" },
          });
      }
      return businessInsights(
        ctx.db,
        { id: businessId, timeZone: b!.time_zone },
        range,
        { activityId, channel: q.channel ?? "all" },
        Math.floor(ctx.now() / 1000),
      );
    },
  });

  operationRoute(app, "getBusinessHealth", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => businessHealth(ctx.db, businessOf(req).businessId, Math.floor(ctx.now() / 1000)),
  });
}
